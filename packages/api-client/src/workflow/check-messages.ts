import type { WorkflowNode } from '../schemas/workflow';

const quote = (node: Pick<WorkflowNode, 'label'>) => `'${node.label}'`;

/** The words of each problem the publish check finds (design section 1.3). */
export const checkMessages = {
  noTrigger: 'The workflow needs a trigger',
  extraTrigger: (node: WorkflowNode) => `${quote(node)} is a second trigger: a workflow has exactly one`,
  noOutput: 'The workflow needs at least one output',
  unreachable: (node: WorkflowNode) => `${quote(node)} cannot be reached from the trigger`,
  deadEnd: (node: WorkflowNode) => `${quote(node)} leads nowhere: connect it to the next step`,
  branchUnconnected: (node: WorkflowNode, branch: string) => `Branch '${branch}' of ${quote(node)} is not connected`,
  elseUnconnected: (node: WorkflowNode) => `The else branch of ${quote(node)} is not connected`,
  unknownHandle: (node: WorkflowNode, handle: string) => `An edge leaves ${quote(node)} from '${handle}', which is not one of its branches`,
  cycle: (labels: string[]) =>
    labels.length === 1 ? `'${labels[0]}' leads back to itself: loops are not allowed` : `${labels.map((label) => `'${label}'`).join(', ')} form a loop: loops are not allowed`,
  duplicateLabel: (node: WorkflowNode) => `Another node is already labelled ${quote(node)}: labels must be unique`,
  deletedReference: (node: string, resource: string, name: string) => `${node} uses the ${resource} '${name}', which was deleted`,
  unknownReference: (node: string, resource: string) => `${node} uses a ${resource} that is not in this workspace`,
  expression: (node: WorkflowNode, branch: string, message: string) => `Branch '${branch}' of ${quote(node)}: ${message}`,
  noBranches: (node: WorkflowNode) => `${quote(node)} needs at least one branch besides else`,
  branchLabel: (node: WorkflowNode, position: number) => `Branch ${position} of ${quote(node)} needs a label`,
  emptyExpression: (node: WorkflowNode, branch: string) => `Branch '${branch}' of ${quote(node)} needs a condition`,
  brokerRequired: (node: WorkflowNode) => `Choose the message broker and topic ${quote(node)} listens on`,
  agentField: (node: WorkflowNode, message: string) => `${quote(node)}: ${message}`,
  toolRequired: (node: WorkflowNode) => `Choose the tool ${quote(node)} calls`,
  mcpToolRequired: (node: WorkflowNode) => `Choose which tool of the MCP server ${quote(node)} calls`,
  secretIncomplete: (node: WorkflowNode) => `Each secret input of ${quote(node)} needs a name and a vault key`,
  retrievalRequired: (node: WorkflowNode) => `Choose the retrieval ${quote(node)} reads`,
  queryRequired: (node: WorkflowNode) => `Write the query ${quote(node)} sends`,
} as const;

/**
 * The workflow graph module (design workflows-and-monitoring.md sections 1 and 2.1a): the node
 * kinds' registry (handles, defaults, required fields, references, outputs), the publish check,
 * the rules a run walks a graph by, the structural diff with its release rules, version
 * arithmetic and the export format. Pure TypeScript with no React, imported by the mock API and
 * the console alike.
 */
export { canonicalJson, sameJson } from './canonical-json';
export { checkGraph, type CheckContext } from './check';
export { checkMessages } from './check-messages';
export { copyName } from './copy-name';
export * from './constants';
export { conditionCatalogueFor, expressionName } from './condition-catalogue';
export { diffGraphs } from './diff';
export { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, exportWorkflow, importGraph, type ExportInput, type UnresolvedReference } from './export';
export { findCycles, outgoingEdges, reachableFrom, upstreamOf } from './graph-walk';
export {
  defaultNodeData,
  handleName,
  kindOf,
  namedHandleIds,
  nodeKinds,
  outputHandles,
  type NodeKindDefinition,
  type NodeProblem,
  type NodeProblemContext,
  type NodeReference,
  type OutputHandle,
} from './node-kinds';
export { graphReferences, type GraphReference } from './references';
export {
  approve,
  begin,
  complete,
  halt,
  initialWalk,
  inputOf,
  outcome,
  readyNodes,
  skipDead,
  wait,
  waitingNodes,
  type NodeDone,
  type WalkNodeStatus,
  type WalkOutcome,
  type WalkState,
} from './walk';
export { higherReleaseType, isLowerThan, releaseRules, suggestReleaseType, type ReleaseRuleId } from './release-rules';
export { FIRST_VERSION, newestFirst, nextVersion } from './versions';

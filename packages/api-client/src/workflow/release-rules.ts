import type { ReleaseType } from '../schemas/workflow';
import { RELEASE_TYPES } from './constants';

/**
 * The rules of spec 000 section 3.8 a structural change can hit, each with its release type and
 * the words the Publish dialog shows beside the change. Where the section is silent, a change
 * that takes something away from what runs is Major, one that adds or improves is Minor.
 */
export const releaseRules = {
  nodeRemoved: { releaseType: 'major', text: 'A node removed' },
  agentOrToolRenamed: { releaseType: 'major', text: 'An agent or tool renamed' },
  agentTypeChanged: { releaseType: 'major', text: "An agent's type changed (reusable agent swapped, LLM to SLM)" },
  pathChanged: {
    releaseType: 'major',
    text: "The path changed (an edge removed or moved between existing nodes, a branch's expression changed)",
  },
  toolRemovedFromAgent: { releaseType: 'major', text: 'A tool removed from an agent' },
  knowledgeRemovedFromAgent: { releaseType: 'major', text: 'A knowledge source removed from an agent' },
  guardrailRemovedFromAgent: { releaseType: 'major', text: 'A guardrail removed from an agent' },
  inputVariableRemoved: { releaseType: 'major', text: 'An input variable removed or renamed' },
  toolSwapped: { releaseType: 'major', text: 'A tool node calls another tool' },
  retrievalSwapped: { releaseType: 'major', text: 'A retrieval node reads another retrieval' },
  triggerChanged: { releaseType: 'major', text: 'The trigger changed' },
  outputFormatChanged: { releaseType: 'major', text: "The output's format changed" },
  nodeAdded: { releaseType: 'minor', text: 'A node added (a fallback agent, a tool, a retrieval)' },
  toolOrKnowledgeAdded: { releaseType: 'minor', text: 'A tool or knowledge source added to an agent' },
  promptChanged: { releaseType: 'minor', text: 'A prompt changed' },
  agentModelChanged: { releaseType: 'minor', text: "An agent's model changed (same type)" },
  agentDescribed: { releaseType: 'minor', text: "An agent's or tool's description changed (the model reads it)" },
  agentConfigurationChanged: {
    releaseType: 'minor',
    text: "An agent's configuration improved (guardrails added, human input, self learning, broadcasting)",
  },
  inputVariableAdded: { releaseType: 'minor', text: 'An input variable added' },
  toolArgumentChanged: { releaseType: 'minor', text: "A tool argument's value changed" },
  retrievalQueryChanged: { releaseType: 'minor', text: "A retrieval's query changed" },
  selfLearningChanged: { releaseType: 'minor', text: "The workflow's self learning changed" },
  modelParameters: { releaseType: 'patch', text: 'Model parameters such as temperature' },
  labelChanged: { releaseType: 'patch', text: 'A label or description of something that is not an agent or a tool' },
  formatting: { releaseType: 'patch', text: 'Formatting' },
  vaultReference: { releaseType: 'patch', text: 'A vault key reference changed' },
} as const satisfies Record<string, { releaseType: ReleaseType; text: string }>;

export type ReleaseRuleId = keyof typeof releaseRules;

/** The higher of two release types. */
export function higherReleaseType(a: ReleaseType, b: ReleaseType): ReleaseType {
  return RELEASE_TYPES.indexOf(a) >= RELEASE_TYPES.indexOf(b) ? a : b;
}

/** The suggestion: the highest type among the changes, or null when nothing changed. */
export function suggestReleaseType(changes: readonly { releaseType: ReleaseType }[]): ReleaseType | null {
  return changes.reduce<ReleaseType | null>((highest, change) => (highest ? higherReleaseType(highest, change.releaseType) : change.releaseType), null);
}

/** Whether choosing `chosen` when `suggested` was suggested needs a reason. */
export function isLowerThan(chosen: ReleaseType, suggested: ReleaseType): boolean {
  return RELEASE_TYPES.indexOf(chosen) < RELEASE_TYPES.indexOf(suggested);
}

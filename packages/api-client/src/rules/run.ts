/**
 * The words of workflow runs and simulated broker messages (design workflows-and-monitoring.md
 * section 2; the broker message rules of spec 000 section 5.1 and section 9).
 */

/** The fields a broker message names, in the spec's words. */
export const BROKER_MESSAGE_FIELDS = {
  workflowId: 'Workflow ID',
  messageType: 'Message Type',
  message: 'Message attribute',
  sessionId: 'Session ID',
} as const;
export type BrokerMessageField = keyof typeof BROKER_MESSAGE_FIELDS;

/** An initial workflow trigger needs these; Session ID is optional. */
export const TRIGGER_MESSAGE_FIELDS = ['workflowId', 'messageType', 'message'] as const satisfies readonly BrokerMessageField[];
/** Resuming a run after human input (or self learning) needs these. */
export const RESUME_MESSAGE_FIELDS = ['sessionId', 'messageType', 'message'] as const satisfies readonly BrokerMessageField[];

/** Where each field sits in a published message: the Workflow ID and the message are attributes. */
export const BROKER_MESSAGE_PATHS: Record<BrokerMessageField, string> = {
  workflowId: 'attributes.workflowId',
  messageType: 'messageType',
  message: 'attributes.message',
  sessionId: 'sessionId',
};

export const RUN_MESSAGES = {
  messageRefused: 'The message lacks fields it needs',
  unknownWorkflow: 'No workflow with a broker trigger on this topic has this Workflow ID',
  decision: 'decision must be approve or reject',
  notRunning: 'The run has already finished',
  notWaiting: 'The run is not waiting for human input',
  topicMissing: 'The message broker has no topic with this ID',
  versionMissing: 'The workflow has no such version',
  draftCheckFailed: 'The draft does not pass the publish check',
  /** A published version passed the check once; a resource it names may have been deleted since. */
  versionCheckFailed: 'The version does not pass the publish check',
  /** The error of a run the reviewer rejected (design section 2.1a): every screen says it in these words. */
  rejectedInReview: 'Rejected in human review',
  interrupted: 'interrupted',
} as const;

/** A rejected run's error: the words and the reviewer's message, when there is one. */
export const rejectedInReviewError = (message: string) => (message ? `${RUN_MESSAGES.rejectedInReview}: ${message}` : RUN_MESSAGES.rejectedInReview);

/** What a broker message is for: each needs its own fields (spec 000 section 5.1). */
export const BROKER_MESSAGE_PURPOSES = {
  trigger: 'start a workflow run',
  resume: 'resume a waiting run',
  publish: 'publish a message',
} as const;
/** Publishing a message no run listens for needs what an external system's message needs. */
export const PUBLISH_MESSAGE_FIELDS = RESUME_MESSAGE_FIELDS;

/** `attributes.workflowId: Workflow ID is required to start a workflow run`, and so on. */
export const brokerFieldRequired = (field: BrokerMessageField, purpose: keyof typeof BROKER_MESSAGE_PURPOSES) =>
  `${BROKER_MESSAGE_PATHS[field]}: ${BROKER_MESSAGE_FIELDS[field]} is required to ${BROKER_MESSAGE_PURPOSES[purpose]}`;

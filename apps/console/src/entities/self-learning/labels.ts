import type { FEEDBACK_INTEGRATION_TYPES, LEARNING_SOURCES } from '@agentdeck/api-client/rules';

/** The learning modes as the drawer and its card name them (spec 000 section 3.1). */
export const LEARNING_SOURCE_LABELS: Record<(typeof LEARNING_SOURCES)[number], string> = {
  LearnFromSummary: 'Learn from summary',
  LearnFromAllFeedback: 'Learn from all feedback',
  SmartFeedbackSearch: 'Smart feedback search',
};

export const INTEGRATION_LABELS: Record<(typeof FEEDBACK_INTEGRATION_TYPES)[number], string> = {
  Connector: 'Connector',
  API: 'API',
  MessageBroker: 'Message Broker',
};

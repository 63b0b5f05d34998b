import { logStreamEventSchema, type LogStreamEvent } from '@agentdeck/api-client';
import type { ServerSentEvent } from '../../lib/server-sent-events';

/** A tail event read with the contract's schema; null when it is not one. Loaded when a tail starts, with zod. */
export function parseLogStreamEvent(message: ServerSentEvent): LogStreamEvent | null {
  const parsed = logStreamEventSchema.safeParse({ id: Number(message.id), event: message.event, data: JSON.parse(message.data) });
  return parsed.success ? parsed.data : null;
}

import { newEvent, type EventEnvelope } from '@smarthome/service-kit/events';

/** What one answered message cost, as the accounting counts it. */
export interface AnsweredMessage {
  userId: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** Served from the answer cache: no model was called, so no tokens were spent. */
  cached: boolean;
  /** When the answer was complete (service clock): the day it is counted on. */
  at: Date;
}

/** `assistant.usage_recorded`: one answered message, for the token accounting (queue `usage`). */
export function usageRecorded(message: AnsweredMessage): EventEnvelope<'assistant.usage_recorded'> {
  return newEvent('assistant.usage_recorded', {
    userId: message.userId,
    model: message.model,
    promptTokens: message.promptTokens,
    completionTokens: message.completionTokens,
    cached: message.cached,
    at: message.at.toISOString(),
  });
}

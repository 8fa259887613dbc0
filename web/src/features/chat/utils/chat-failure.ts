import { ApiError } from '@/lib/api-client';
import { chatErrors } from '../api/chat-api';

/** What the assistant's bubble says when a question got no answer. */
export type ChatFailure =
  /** The assistant asks the visitor to sign in; the input stays disabled until then or a clear. */
  { kind: 'sign-in' } | { kind: 'message'; text: string };

/**
 * A failed send as the bubble shows it. The calls already put the text to show in their ApiError
 * (chatError); a 401 asks for a sign-in instead, and whatever else went wrong (a bug, no answer)
 * gets the apology.
 */
export function describeFailure(caught: unknown): ChatFailure {
  if (caught instanceof ApiError) {
    if (caught.status === 401) return { kind: 'sign-in' };
    if (caught.message) return { kind: 'message', text: caught.message };
  }
  return { kind: 'message', text: chatErrors.noAnswer };
}

/**
 * The assistant's proposals (something it would do for the caller once they confirm it) as every
 * process speaks of them: the assistant that makes and checks them, the gateway's REST facade and
 * the chat panel.
 */

/** A proposal's id: 32 hexadecimal characters, random; nothing else can name one. */
export const CHAT_ACTION_ID = /^[0-9a-f]{32}$/;

/** Unknown, someone else's, or older than its 15 minutes: all told alike. */
export const CHAT_ACTION_NOT_FOUND_MESSAGE = 'Propunerea nu a fost găsită sau a expirat.';
/** Confirmed or cancelled before. */
export const CHAT_ACTION_USED_MESSAGE = 'Propunerea a fost deja folosită.';
export const CHAT_ACTION_CANCELLED_MESSAGE = 'Propunerea a fost anulată.';

/** A proposal as REST clients read it (POST /chat's `action`, the stream's `action` event). */
export interface RestChatAction {
  id: string;
  kind: 'create_issue';
  /** Ids of records are numbers in the REST facade. */
  installationId: number;
  installationName: string;
  title: string;
  description: string;
  /** ISO time after which it can no longer be confirmed. */
  expiresAt: string;
}

/** A proposal as GraphQL (or the assistant itself) holds it, in the REST shape. */
export function toRestChatAction(
  action: Omit<RestChatAction, 'installationId' | 'expiresAt'> & {
    installationId: string;
    expiresAt: string | Date;
  },
): RestChatAction {
  return {
    id: action.id,
    kind: action.kind,
    installationId: Number(action.installationId),
    installationName: action.installationName,
    title: action.title,
    description: action.description,
    expiresAt: typeof action.expiresAt === 'string' ? action.expiresAt : action.expiresAt.toISOString(),
  };
}

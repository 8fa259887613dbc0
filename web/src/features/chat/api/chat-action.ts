/**
 * What the assistant proposes to do for the signed-in visitor (an answer's `action`), for them to
 * confirm or cancel (the calls are in chat-api.ts). A proposal is used once and expires: the server
 * answers 404 for one it no longer has, 409 for one already used.
 */
import type { RestChatAction } from '@smarthome/service-kit/contracts/chat-actions';
import { isObject } from '@/lib/is-object';

/** The assistant proposes to open a support issue for one of the visitor's installations. */
export type CreateIssueAction = RestChatAction;

/** Every kind of proposal the panel knows how to show; others are left out. */
export type ChatAction = CreateIssueAction;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The proposal `value` describes, when it is one of a kind the panel knows and whole; else undefined. */
export function actionOf(value: unknown): ChatAction | undefined {
  if (!isObject(value) || value.kind !== 'create_issue') return undefined;
  const { id, installationId, installationName, title, description, expiresAt } = value;
  if (!isText(id) || typeof installationId !== 'number' || !Number.isInteger(installationId))
    return undefined;
  if (!isText(installationName) || !isText(title) || typeof description !== 'string' || !isText(expiresAt))
    return undefined;
  return { id, kind: 'create_issue', installationId, installationName, title, description, expiresAt };
}

/** 404 (gone or expired) and 409 (already used): the proposal can no longer be answered. */
export const isSpent = (status: number): boolean => status === 404 || status === 409;

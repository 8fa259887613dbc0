/**
 * The question an anonymous visitor asked just before being sent to sign in: kept for the tab's
 * session, so that once they are back signed in the chat reopens and answers it. Storage can be
 * unavailable (a private window's quota, a sandboxed frame): the question is then simply lost.
 */

const KEY = 'smarthome.chat.pendingQuestion';

export function keepPendingQuestion(question: string): void {
  try {
    sessionStorage.setItem(KEY, question);
  } catch {
    // Not kept: after signing in the visitor asks again.
  }
}

export function hasPendingQuestion(): boolean {
  try {
    return Boolean(sessionStorage.getItem(KEY)?.trim());
  } catch {
    return false;
  }
}

/** The kept question, removed from storage so it is answered once; null when there is none. */
export function takePendingQuestion(): string | null {
  try {
    const question = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return question?.trim() ? question : null;
  } catch {
    return null;
  }
}

export function dropPendingQuestion(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

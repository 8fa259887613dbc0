/**
 * Test support: the signed-in hint as the auth service leaves it in a browser beside the HttpOnly
 * session cookie (jsdom keeps a file's cookies from one test to the next: set it or drop it).
 */
import { SESSION_HINT_COOKIE } from '@smarthome/service-kit/contracts/cookies';
import { clearSessionHint } from '@/features/auth/api/session-hint';

export function withSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
}

export function withoutSessionHint(): void {
  clearSessionHint();
}

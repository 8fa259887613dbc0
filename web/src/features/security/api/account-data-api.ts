/**
 * The account's own data, on the REST facade (/api/v0/account): a copy of it to take away, and the
 * account's deletion. Each throws an ApiError with the server's message, else the call's fallback.
 */
import { accountExportFileName } from '@smarthome/service-kit/contracts/account-export';
import { securityTexts } from '@/features/security/security-texts';
import { API_BASE, apiFile, apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { paths } from '@/lib/paths';

const t = securityTexts;

/**
 * GET /account/export: everything the account holds, as a JSON file saved under the server's name
 * (the same name, made here, if a proxy dropped the server's).
 */
export async function downloadMyData(now = new Date()): Promise<void> {
  const { blob, fileName } = await apiFile('/account/export', { fallbackError: t.errors.download });
  downloadFile(fileName ?? accountExportFileName(now), blob);
}

/** The query the security page comes back with from a confirmation with Google. */
export const GOOGLE_CONFIRMED = { param: 'confirmed', value: 'google' } as const;

/**
 * The navigation by which an account of Google alone, which has no password to type, confirms its
 * deletion: a fresh sign-in at Google, then back to the security page with GOOGLE_CONFIRMED. The
 * server keeps the confirmation for this session for a few minutes.
 */
export function googleConfirmationUrl(): string {
  const back = `${paths.dashboard.security}?${GOOGLE_CONFIRMED.param}=${GOOGLE_CONFIRMED.value}`;
  return `${API_BASE}/auth/google/confirm?returnTo=${encodeURIComponent(back)}`;
}

/**
 * POST /account/delete with the password, and a code when the account has the second factor on;
 * with neither for an account of Google alone that has just confirmed with Google. The server
 * answers 202 once the deletion is under way; the session is over then.
 */
export async function deleteMyAccount(password?: string, code?: string): Promise<void> {
  await apiRequest<unknown>('/account/delete', {
    method: 'POST',
    body: password === undefined ? {} : code === undefined ? { password } : { password, code },
    csrf: true,
    allowEmpty: true,
    fallbackError: t.errors.delete,
  });
}

/**
 * The account's own data, on the REST facade (/api/v0/account): a copy of it to take away, and the
 * account's deletion. Each throws an ApiError with the server's message, else the call's fallback.
 */
import { accountExportFileName } from '@smarthome/service-kit/contracts/account-export';
import { securityTexts } from '@/features/security/security-texts';
import { apiFile, apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

const t = securityTexts;

/**
 * GET /account/export: everything the account holds, as a JSON file saved under the server's name
 * (the same name, made here, if a proxy dropped the server's).
 */
export async function downloadMyData(now = new Date()): Promise<void> {
  const { blob, fileName } = await apiFile('/account/export', { fallbackError: t.errors.download });
  downloadFile(fileName ?? accountExportFileName(now), blob);
}

/**
 * POST /account/delete with the password, and a code when the account has the second factor on. The
 * server answers 202 once the deletion is under way; the session is over then.
 */
export async function deleteMyAccount(password: string, code?: string): Promise<void> {
  await apiRequest<unknown>('/account/delete', {
    method: 'POST',
    body: code === undefined ? { password } : { password, code },
    csrf: true,
    allowEmpty: true,
    fallbackError: t.errors.delete,
  });
}

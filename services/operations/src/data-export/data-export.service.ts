import type { AuthUser } from '@smarthome/service-kit';
import type { Comment } from '../comments/comments.service.js';
import type { OperationsServices } from '../context.js';
import type { Installation } from '../installations/installations.service.js';
import type { Issue } from '../issues/issues.service.js';

export interface OperationsDataExport {
  installations: Installation[];
  reportedIssues: Issue[];
  comments: Comment[];
}

/**
 * The caller's copy of what this service keeps about them, by their own id and e-mail only: what
 * they own or wrote, never what they merely may see (staff see every installation and issue).
 */
export async function exportOperationsData(
  services: Pick<OperationsServices, 'installations' | 'issues' | 'comments'>,
  caller: AuthUser,
): Promise<OperationsDataExport> {
  const [installations, reportedIssues, comments] = await Promise.all([
    services.installations.listOwn(caller),
    services.issues.reportedBy(caller.id),
    services.comments.writtenBy(caller.id),
  ]);
  return { installations, reportedIssues, comments };
}

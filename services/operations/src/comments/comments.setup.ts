import type { SubgraphDeps } from '@smarthome/service-kit';
import type { OutboxRelay } from '@smarthome/service-kit/events';
import type { InstallationService } from '../installations/installations.service.js';
import type { IssuesService } from '../issues/issues.service.js';
import { createCommentModel, type CommentModel } from './comments.model.js';
import { CommentsService } from './comments.service.js';

/** The comments collection. */
export function setupCommentModel({ mongo }: Pick<SubgraphDeps, 'mongo'>): CommentModel {
  return createCommentModel(mongo);
}

export interface CommentsSetupDeps {
  comments: CommentModel;
  issues: IssuesService;
  installations: InstallationService;
  /** Woken after a comment with an event. */
  relay: OutboxRelay | null;
}

/** The comment threads of the issues. */
export function setupComments({ relay, ...needs }: CommentsSetupDeps): CommentsService {
  return new CommentsService({ ...needs, ...(relay ? { kickRelay: () => relay.kick() } : {}) });
}

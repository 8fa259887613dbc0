import type { SubgraphContext } from '@smarthome/service-kit';
import type { BlueprintsService } from './blueprints/blueprints.service.js';
import type { CommentsService } from './comments/comments.service.js';
import type { InstallationService } from './installations/installations.service.js';
import type { IssuesService } from './issues/issues.service.js';
import type { WebhooksService } from './webhooks/webhooks.service.js';

/** The use cases of the operations service, built once per process. */
export interface OperationsServices {
  installations: InstallationService;
  issues: IssuesService;
  comments: CommentsService;
  blueprints: BlueprintsService;
  webhooks: WebhooksService;
}

/** What every operations resolver receives. */
export type OperationsContext = SubgraphContext<OperationsServices>;

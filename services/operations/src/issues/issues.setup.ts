import type { SubgraphDeps } from '@smarthome/service-kit';
import type { OutboxRelay } from '@smarthome/service-kit/events';
import type { Deletions } from '../deletions/deletions.service.js';
import type { InstallationService } from '../installations/installations.service.js';
import type { Sequences } from '../shared/sequences.js';
import { createIssueModel, type IssueModel } from './issues.model.js';
import { IssuesService } from './issues.service.js';

/** The issues collection, its id sequence continued above any number already stored. */
export async function setupIssueModel(
  { mongo }: Pick<SubgraphDeps, 'mongo'>,
  { sequences }: { sequences: Sequences },
): Promise<IssueModel> {
  const issues = createIssueModel(mongo);
  await sequences.continueAboveHighest('issues', issues);
  return issues;
}

export interface IssuesSetupDeps {
  issues: IssueModel;
  installations: InstallationService;
  sequences: Sequences;
  deletions: Deletions;
  /** Woken after a write with an event. */
  relay: OutboxRelay | null;
}

/** Support issues; their events (`issue.created`, `issue.status_changed`) ride in the issue documents. */
export function setupIssues({ relay, ...needs }: IssuesSetupDeps): IssuesService {
  return new IssuesService({ ...needs, ...(relay ? { kickRelay: () => relay.kick() } : {}) });
}

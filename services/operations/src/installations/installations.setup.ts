import type { SubgraphDeps } from '@smarthome/service-kit';
import type { OutboxRelay } from '@smarthome/service-kit/events';
import type { Deletions } from '../deletions/deletions.service.js';
import type { IssueModel } from '../issues/issues.model.js';
import type { Sequences } from '../shared/sequences.js';
import {
  createInstallationModel,
  storePlannedDatesAsDaysAtStart,
  type InstallationModel,
} from './installations.model.js';
import { InstallationService } from './installations.service.js';

/** The installations collection, its id sequence continued above any number already stored. */
export async function setupInstallationModel(
  { mongo }: Pick<SubgraphDeps, 'mongo'>,
  { sequences }: { sequences: Sequences },
): Promise<InstallationModel> {
  const installations = createInstallationModel(mongo);
  await sequences.continueAboveHighest('installations', installations);
  return installations;
}

export interface InstallationsSetupDeps {
  installations: InstallationModel;
  issues: IssueModel;
  sequences: Sequences;
  deletions: Deletions;
  relay: OutboxRelay | null;
}

/**
 * Installations, once the planned dates an earlier version stored as instants are stored as
 * days (a failure is logged and tried again at the next start).
 */
export async function setupInstallations(
  { log }: Pick<SubgraphDeps, 'log'>,
  { relay, ...needs }: InstallationsSetupDeps,
): Promise<InstallationService> {
  await storePlannedDatesAsDaysAtStart(needs.installations, log);
  return new InstallationService({ ...needs, ...(relay ? { kickRelay: () => relay.kick() } : {}) });
}

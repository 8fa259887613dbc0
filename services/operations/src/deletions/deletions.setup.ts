import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import { Deletions, type DeletionModels } from './deletions.service.js';

/**
 * The deletions of installations and issues with what hangs under them; a deletion an earlier
 * process left half-done is finished now, before any request reads the records.
 */
export async function setupDeletions(
  { log }: Pick<SubgraphDeps, 'log'>,
  { models, clock }: { models: DeletionModels; clock: Clock },
): Promise<Deletions> {
  const deletions = new Deletions(models, () => new Date(clock()));
  await deletions.finishInterruptedAtStart(log);
  return deletions;
}

import type { SubgraphDeps } from '@smarthome/service-kit';
import { createBlueprintModel } from './blueprints.model.js';
import { BlueprintsService } from './blueprints.service.js';

/** The installers' blueprints (no other module reads them). */
export function setupBlueprints({ mongo }: Pick<SubgraphDeps, 'mongo'>): BlueprintsService {
  return new BlueprintsService(createBlueprintModel(mongo));
}

import type { SubgraphContext } from '@smarthome/service-kit';
import type { InstallationService } from './installations/installations.service.js';

/** The use cases of the operations service, built once per process. */
export interface OperationsServices {
  installations: InstallationService;
}

/** What every operations resolver receives. */
export type OperationsContext = SubgraphContext<OperationsServices>;

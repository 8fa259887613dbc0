import type { SubgraphContext } from '@smarthome/service-kit';
import type { UsageService } from './usage/usage.service.js';

/** The use cases of the assistant service, built once per process. */
export interface AssistantServices {
  usage: UsageService;
}

/** What every assistant resolver receives. */
export type AssistantContext = SubgraphContext<AssistantServices>;

import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { AssistantConfig } from '../config.js';
import { UsageAccounting } from './usage.accounting.js';
import { createUsageDayModel } from './usage.model.js';
import { UsageStatsService } from './usage.service.js';

export interface UsageModule {
  /** The admin's token usage views. */
  usageStats: UsageStatsService;
  /** The handlers of the `usage` queue that count the usage events by day (ASSISTANT_TIME_ZONE). */
  accounting: UsageAccounting;
}

/** Token usage by day: counted from the usage events, read by the admin's views. */
export function setupUsage(
  config: AssistantConfig,
  { mongo }: Pick<SubgraphDeps, 'mongo'>,
  { clock }: { clock: Clock },
): UsageModule {
  const days = createUsageDayModel(mongo);
  return {
    usageStats: new UsageStatsService(days, { timeZone: config.ASSISTANT_TIME_ZONE, clock }),
    accounting: new UsageAccounting(days, config.ASSISTANT_TIME_ZONE),
  };
}

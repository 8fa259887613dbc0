import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import type { ContentConfig } from '../config.js';
import { createExchangeRateModel } from './exchange-rate.model.js';
import { ExchangeRateService } from './exchange-rate.service.js';
import { configuredSources } from './exchange-rate.sources.js';

/** The EUR→RON rate: asked of the configured sources (EXCHANGE_RATE_*), stored as the fallback. */
export function setupExchangeRate(
  config: ContentConfig,
  { mongo, log }: Pick<SubgraphDeps, 'mongo' | 'log'>,
  { clock }: { clock: Clock },
): ExchangeRateService {
  return new ExchangeRateService(createExchangeRateModel(mongo), {
    sources: configuredSources(config),
    timeoutMs: config.EXCHANGE_RATE_TIMEOUT_MS,
    log,
    now: () => new Date(clock()),
  });
}

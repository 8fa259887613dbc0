import type { Clock, SubgraphDeps } from '@smarthome/service-kit';
import { createChatExchangeModel, type ChatExchangeModel } from './history.model.js';
import { HistoryService } from './history.service.js';

/** The stored exchanges (the erasure of a deleted account reads them too). */
export function setupHistoryModel({ mongo }: Pick<SubgraphDeps, 'mongo'>): ChatExchangeModel {
  return createChatExchangeModel(mongo);
}

/** The caller's conversation: the exchanges stored with their usage events, read back and cleared. */
export function setupHistory({
  exchanges,
  clock,
}: {
  exchanges: ChatExchangeModel;
  clock: Clock;
}): HistoryService {
  return new HistoryService(exchanges, () => new Date(clock()));
}

import type { SubgraphContext } from '@smarthome/service-kit';
import type { ChatActions } from './actions/actions.service.js';
import type { ChatService } from './chat/chat.service.js';
import type { DailyQuota } from './chat/quota.js';
import type { HistoryService } from './history/history.service.js';
import type { UsageStatsService } from './usage/usage.service.js';

/** The use cases of the assistant service, built once per process. */
export interface AssistantServices {
  chat: ChatService;
  actions: ChatActions;
  quota: DailyQuota;
  history: HistoryService;
  usageStats: UsageStatsService;
}

/** Per request, beside the kit's context. */
export interface AssistantRequestContext {
  /** Aborts when the caller hangs up before the answer was sent: a chat answer then stops. */
  clientGone: AbortSignal;
  /** The caller's access token (bearer header or session cookie), sent on when the chat reads their records. */
  callerToken: string | null;
}

/** What every assistant resolver receives. */
export type AssistantContext = SubgraphContext<AssistantServices> & AssistantRequestContext;

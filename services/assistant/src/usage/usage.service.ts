import type { AuthUser } from '@smarthome/service-kit';
import { zonedDay } from './day.js';
import type { UsageModel } from './usage.model.js';

export interface UsageSummary {
  date: string;
  messagesUsed: number;
  messageLimit: number;
  messagesRemaining: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  resetsAt: Date;
}

export interface UsageLimits {
  dailyMessageLimit: number;
  timeZone: string;
}

interface Totals {
  messages: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export class UsageService {
  constructor(
    private readonly usage: UsageModel,
    private readonly limits: UsageLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Today's messages and tokens of the caller against the daily message limit. */
  async todayFor(caller: AuthUser): Promise<UsageSummary> {
    const day = zonedDay(this.now(), this.limits.timeZone);
    const [totals] = await this.usage
      .aggregate<Totals>([
        { $match: { userId: caller.id, createdAt: { $gte: day.start, $lt: day.end } } },
        {
          $group: {
            _id: null,
            messages: { $sum: 1 },
            promptTokens: { $sum: '$promptTokens' },
            completionTokens: { $sum: '$completionTokens' },
            totalTokens: { $sum: '$totalTokens' },
          },
        },
      ])
      .exec();
    const used = totals?.messages ?? 0;
    return {
      date: day.date,
      messagesUsed: used,
      messageLimit: this.limits.dailyMessageLimit,
      messagesRemaining: Math.max(0, this.limits.dailyMessageLimit - used),
      promptTokens: totals?.promptTokens ?? 0,
      completionTokens: totals?.completionTokens ?? 0,
      totalTokens: totals?.totalTokens ?? 0,
      resetsAt: day.end,
    };
  }
}

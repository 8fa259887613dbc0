import type { Clock } from '@smarthome/service-kit';
import { zonedDay } from './day.js';
import type { UsageDayModel } from './usage.model.js';
import { validDateRange, type DateRange } from './usage.rules.js';

export interface TokenUsageStats {
  totalTokens: number;
  promptTokens: number;
  completionTokens: number;
  totalRequests: number;
  cachedRequests: number;
}

export interface TokenUsageDay {
  date: string;
  totalTokens: number;
  promptTokens: number;
  completionTokens: number;
}

export interface TokenUsageModel {
  model: string;
  totalTokens: number;
  promptTokens: number;
  completionTokens: number;
  requestCount: number;
}

const SUMS = {
  promptTokens: { $sum: '$promptTokens' },
  completionTokens: { $sum: '$completionTokens' },
  totalTokens: { $sum: '$totalTokens' },
  requests: { $sum: '$requests' },
  cachedRequests: { $sum: '$cachedRequests' },
} as const;

interface Sums {
  _id: string | null;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  requests: number;
  cachedRequests: number;
}

/** The admin views of the token accounting, read from the daily aggregates. */
export class UsageStatsService {
  constructor(
    private readonly days: UsageDayModel,
    private readonly options: { timeZone: string; clock: Clock },
  ) {}

  async stats(range: DateRange): Promise<TokenUsageStats> {
    const [sums] = await this.sumBy(range, null);
    return {
      totalTokens: sums?.totalTokens ?? 0,
      promptTokens: sums?.promptTokens ?? 0,
      completionTokens: sums?.completionTokens ?? 0,
      totalRequests: sums?.requests ?? 0,
      cachedRequests: sums?.cachedRequests ?? 0,
    };
  }

  /** One row per day with usage, oldest first. */
  async daily(range: DateRange): Promise<TokenUsageDay[]> {
    const rows = await this.sumBy(range, '$date');
    return rows
      .map((row) => ({
        date: row._id ?? '',
        totalTokens: row.totalTokens,
        promptTokens: row.promptTokens,
        completionTokens: row.completionTokens,
      }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }

  /** One row per model used, most tokens first (then by name, so that the order is stable). */
  async byModel(range: DateRange): Promise<TokenUsageModel[]> {
    const rows = await this.sumBy(range, '$model');
    return rows
      .map((row) => ({
        model: row._id ?? '',
        totalTokens: row.totalTokens,
        promptTokens: row.promptTokens,
        completionTokens: row.completionTokens,
        requestCount: row.requests,
      }))
      .sort((a, b) => b.totalTokens - a.totalTokens || a.model.localeCompare(b.model));
  }

  private sumBy(range: DateRange, key: '$date' | '$model' | null): Promise<Sums[]> {
    const today = zonedDay(new Date(this.options.clock()), this.options.timeZone).date;
    const { startDate, endDate } = validDateRange(range, today);
    return this.days
      .aggregate<Sums>([
        { $match: { date: { $gte: startDate, $lte: endDate } } },
        { $group: { _id: key, ...SUMS } },
      ])
      .exec();
  }
}

/**
 * The English texts of the token usage screen (admin only). Kept word for word: the load failure
 * ('Failed to load token usage data. Please try again later.') and the call-level fallback with its
 * status, which goes to the console. The range messages say the three rules of the range: the start
 * cannot pass the end, and the end can be neither before the start nor in the future.
 */
export const tokenUsageTexts = {
  lead: 'Tokens the chat assistant of the website used, per day and per model.',
  range: {
    label: 'Date range',
    start: 'Start date',
    end: 'End date',
    apply: 'Apply',
    applying: 'Loading...',
    hint: 'Days are counted in Bucharest time.',
    /** The range whose figures are on screen, e.g. 'March 1, 2026 – March 31, 2026'. */
    shown: (start: string, end: string) => `Showing ${start} – ${end}`,
  },
  errors: {
    load: 'Failed to load token usage data. Please try again later.',
    startRequired: 'Choose a start date.',
    endRequired: 'Choose an end date.',
    startAfterEnd: 'The start date cannot be after the end date.',
    endBeforeStart: 'The end date cannot be before the start date.',
    endInFuture: 'The end date cannot be in the future.',
  },
  loading: 'Loading...',
  empty: 'No token usage in this period.',
  emptyHint: 'Every answer of the chat assistant adds to these figures.',
  tryAgain: 'Try Again',
  overview: {
    title: 'Overview',
    totalTokens: 'Total tokens',
    promptTokens: 'Prompt tokens',
    completionTokens: 'Completion tokens',
    requests: 'Requests',
    cachedRequests: 'Cached requests',
    /** Under the cached requests: their share of all requests. */
    cachedShare: (share: string) => `${share} of requests`,
  },
  daily: {
    title: 'Daily usage',
    caption: 'Tokens per day',
    chartLabel: (start: string, end: string) =>
      `Bar chart of the tokens used each day from ${start} to ${end}, prompt and completion tokens stacked. The table below lists the same figures.`,
    legendPrompt: 'Prompt tokens',
    legendCompletion: 'Completion tokens',
    columns: {
      date: 'Date',
      totalTokens: 'Total tokens',
      promptTokens: 'Prompt tokens',
      completionTokens: 'Completion tokens',
    },
  },
  models: {
    title: 'By model',
    caption: 'Tokens per model',
    columns: {
      model: 'Model',
      requests: 'Requests',
      promptTokens: 'Prompt tokens',
      completionTokens: 'Completion tokens',
      totalTokens: 'Total tokens',
    },
  },
  /** Call-level fallback, used when the server sends no message; it goes to the console, not the screen. */
  api: {
    fetch: (status: number) => `Failed to fetch token usage stats (${status})`,
  },
} as const;

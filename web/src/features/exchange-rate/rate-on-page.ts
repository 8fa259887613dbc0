import { nextTask } from '@/lib/next-task';
import { showRate } from '@/lib/rate-marks';
import { fetchExchangeRate, loadExchangeRate } from './exchange-rate';

/**
 * The live rate on a page the server wrote, before (or without) React: asked for through the same
 * chain and cache as `useExchangeRate`, and written into the page's rate marks. Reading the cache
 * (the tab's first use of localStorage) and sending the request (its first fetch) each cost a few
 * milliseconds on a fast computer: they are two tasks, not one long task on a phone.
 */
export async function showLiveRate(root: ParentNode = document): Promise<void> {
  const result = await loadExchangeRate({
    fetchRate: async (now) => {
      await nextTask();
      return fetchExchangeRate(now);
    },
  });
  showRate(root, { ...result, loading: false });
}

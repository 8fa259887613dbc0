import { showRate } from '@/lib/rate-marks';
import { loadExchangeRate } from './exchange-rate';

/**
 * The live rate on a page the server wrote, before (or without) React: asked for through the same
 * chain and cache as `useExchangeRate`, and written into the page's rate marks.
 */
export async function showLiveRate(root: ParentNode = document): Promise<void> {
  const result = await loadExchangeRate();
  showRate(root, { ...result, loading: false });
}

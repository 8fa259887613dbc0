import { ApiError } from '@/lib/api-client';

/** What an account screen shows for a failed call: the server's message, else the screen's fallback. */
export const screenError = (caught: unknown, fallback: string): string =>
  caught instanceof ApiError && caught.fromServer ? caught.message : fallback;

/** Redis connection settings for BullMQ from a `redis://` URL. */
import { SweepError } from '../errors';

/** The BullMQ queue sweeps use unless told otherwise. */
export const DEFAULT_QUEUE = 'cardloom-sweep';

/** The BullMQ job id of batch `index` of cell `position` in plan `planId` (no `:`, which BullMQ forbids). */
export function jobId(planId: string, position: number, index: number): string {
  return `${planId}-c${position}-b${index}`;
}

/**
 * Connection options for `url` (`redis://[user:password@]host[:port][/db]` or `rediss://…`).
 *
 * @throws {@link SweepError} when the URL is not a Redis URL.
 */
export function redisConnection(url: string): { url: string; maxRetriesPerRequest: null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SweepError(`'${url}' is not a URL (expected redis://host:port)`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new SweepError(`'${url}' is not a Redis URL (expected redis://host:port)`);
  }
  // Workers block on Redis; BullMQ requires unlimited retries per request for them.
  return { url, maxRetriesPerRequest: null };
}

/**
 * The gateway's own Redis, holding nothing but the personal API tokens' request counts (the
 * gateway's API_TOKEN_RATE_LIMIT_REDIS_URL), so that every gateway replica shares them. The compose
 * file and the manifests run it beside the deployables, reached by the gateway alone: the
 * internet-facing process never reaches the event bus's Redis or a database.
 */
export const LIMITS = { name: 'gateway-limits', port: 6379 } as const;

/** The gateway's API_TOKEN_RATE_LIMIT_REDIS_URL: the Service (or compose service) by name. */
export const LIMITS_URL = `redis://${LIMITS.name}:${LIMITS.port}`;

/** Under memory pressure, evict counts rather than refuse a write: those nearest their reset, or the least used. */
const EVICTION_POLICIES = ['volatile-ttl', 'allkeys-lru'];

/**
 * What is wrong with a `redis-server` command line for counts worth losing: it must save no
 * snapshot and no append-only file, and bound its memory (`--maxmemory <n>mb`) with an evicting
 * policy. Also the memory bound, in bytes (NaN when missing).
 */
export function countsOnlyProblems(args: readonly string[]): { problems: string[]; maxmemoryBytes: number } {
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? undefined : args[at + 1];
  };
  const problems: string[] = [];
  if (args[0] !== 'redis-server') problems.push(`runs ${args[0]}, not redis-server`);
  if (option('save') !== '') problems.push("saves snapshots (needs --save '')");
  if (option('appendonly') !== 'no') problems.push('keeps an append-only file (needs --appendonly no)');
  const policy = option('maxmemory-policy');
  if (!EVICTION_POLICIES.includes(policy ?? ''))
    problems.push(`--maxmemory-policy ${policy} is not one of ${EVICTION_POLICIES.join(', ')}`);
  const maxmemory = /^(\d+)mb$/i.exec(option('maxmemory') ?? '');
  if (!maxmemory) problems.push('no --maxmemory <n>mb');
  return { problems, maxmemoryBytes: maxmemory ? Number(maxmemory[1]) * 2 ** 20 : Number.NaN };
}

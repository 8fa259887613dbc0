/** The check of the gateway's Redis command line that the compose and Kubernetes tests share. */
import { describe, expect, it } from 'vitest';
import { countsOnlyProblems } from './gateway-limits.js';

const GOOD = ['redis-server', '--save', '', '--appendonly', 'no', '--maxmemory', '64mb'];

describe('countsOnlyProblems', () => {
  it('accepts a Redis that saves nothing and evicts counts under a memory bound', () => {
    for (const policy of ['volatile-ttl', 'allkeys-lru']) {
      expect(countsOnlyProblems([...GOOD, '--maxmemory-policy', policy])).toEqual({
        problems: [],
        maxmemoryBytes: 64 * 2 ** 20,
      });
    }
  });

  it('names each missing setting, and a policy that would refuse writes', () => {
    expect(countsOnlyProblems(['redis-server', '--maxmemory-policy', 'noeviction'])).toEqual({
      problems: [
        "saves snapshots (needs --save '')",
        'keeps an append-only file (needs --appendonly no)',
        '--maxmemory-policy noeviction is not one of volatile-ttl, allkeys-lru',
        'no --maxmemory <n>mb',
      ],
      maxmemoryBytes: Number.NaN,
    });
    expect(
      countsOnlyProblems(['valkey-server', ...GOOD.slice(1), '--maxmemory-policy', 'allkeys-lru']).problems,
    ).toEqual(['runs valkey-server, not redis-server']);
  });
});

/** How the gateway spreads calls over a subgraph's replicas and steps past the ones that are down. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/index.js';
import { SET_ASIDE_MS, SubgraphReplicas, neverReached } from '../src/subgraph-replicas.js';

const URLS = ['http://10.0.0.1:4104/graphql', 'http://10.0.0.2:4104/graphql', 'http://10.0.0.3:4104/graphql'];

function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
}

/** Replicas at URLS whose `down` origins refuse every connection; records where each call went. */
function cluster(down: Set<string> = new Set()) {
  let now = 0;
  const replicas = new SubgraphReplicas([URLS], { now: () => now });
  const sent: string[] = [];
  const send = async (url: string) => {
    sent.push(url);
    if (down.has(new URL(url).origin)) throw refused();
    return url;
  };
  return { replicas, sent, send, advance: (ms: number) => (now += ms) };
}

describe('SubgraphReplicas', () => {
  it('sends each call to the next replica in turn, path and query kept', async () => {
    const { replicas, send } = cluster();
    const answered = [];
    for (let i = 0; i < 6; i++) answered.push(await replicas.call(`${URLS[0]}?q=${i}`, send));
    expect(answered.map((url) => new URL(url).host)).toEqual([
      '10.0.0.1:4104',
      '10.0.0.2:4104',
      '10.0.0.3:4104',
      '10.0.0.1:4104',
      '10.0.0.2:4104',
      '10.0.0.3:4104',
    ]);
    expect(answered[5]).toBe('http://10.0.0.3:4104/graphql?q=5');
  });

  it('moves past a replica that refuses the connection at once, and leaves it aside for a while', async () => {
    const down = new Set(['http://10.0.0.2:4104']);
    const { replicas, sent, send, advance } = cluster(down);
    const answered = [];
    for (let i = 0; i < 4; i++) answered.push(new URL(await replicas.call(URLS[0]!, send)).host);
    expect(answered).toEqual(['10.0.0.1:4104', '10.0.0.3:4104', '10.0.0.3:4104', '10.0.0.1:4104']);
    // Refused once, then not tried again during its pause.
    expect(sent.filter((url) => url.includes('10.0.0.2'))).toHaveLength(1);

    down.clear();
    advance(SET_ASIDE_MS + 1);
    const after = [];
    for (let i = 0; i < 3; i++) after.push(new URL(await replicas.call(URLS[0]!, send)).host);
    expect(after.sort()).toEqual(['10.0.0.1:4104', '10.0.0.2:4104', '10.0.0.3:4104']);
  });

  it('fails as unreachable only when every replica refuses, and recovers with the first that answers', async () => {
    const down = new Set(URLS.map((url) => new URL(url).origin));
    const { replicas, sent, send } = cluster(down);
    await expect(replicas.call(URLS[0]!, send)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(sent).toHaveLength(3);

    // Still within every replica's pause: the set-aside ones are tried rather than none.
    down.delete('http://10.0.0.3:4104');
    expect(new URL(await replicas.call(URLS[0]!, send)).host).toBe('10.0.0.3:4104');
  });

  it('never sends a call twice once it reached a replica', async () => {
    const { replicas } = cluster();
    const sent: string[] = [];
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    await expect(
      replicas.call(URLS[0]!, async (url) => {
        sent.push(url);
        throw reset;
      }),
    ).rejects.toBe(reset);
    expect(sent).toHaveLength(1);
  });

  it('passes a subgraph with one URL straight through', async () => {
    const replicas = new SubgraphReplicas([['http://auth:4101/graphql']]);
    expect(replicas.replicasOf('http://auth:4101/graphql')).toEqual(['http://auth:4101/graphql']);
    await expect(replicas.call('http://auth:4101/jwks', async (url) => url)).resolves.toBe(
      'http://auth:4101/jwks',
    );
    expect(new SubgraphReplicas([URLS]).replicasOf('http://10.0.0.1:4104/chat/stream')).toEqual(
      URLS.map((url) => url.replace('/graphql', '/chat/stream')),
    );
  });

  it('recognises a refused connection as undici request and fetch report it', () => {
    expect(neverReached(refused())).toBe(true);
    expect(neverReached(new TypeError('fetch failed', { cause: refused() }))).toBe(true);
    expect(neverReached(Object.assign(new Error('timeout'), { code: 'UND_ERR_HEADERS_TIMEOUT' }))).toBe(
      false,
    );
    expect(neverReached(new Error('other'))).toBe(false);
  });
});

describe('a subgraph URL variable with several replicas', () => {
  it('takes comma-separated URLs, the first one standing for the subgraph', () => {
    const config = parseConfig({ ASSISTANT_URL: `${URLS[0]}, ${URLS[1]}` });
    expect(config.subgraphUrls.assistant).toBe(URLS[0]);
    expect(config.subgraphReplicaUrls.assistant).toEqual([URLS[0], URLS[1]]);
  });

  it('refuses a list that is not one path at distinct replicas', () => {
    expect(() => parseConfig({ ASSISTANT_URL: `${URLS[0]},http://10.0.0.2:4104/other` })).toThrow(
      /ASSISTANT_URL: every replica's URL must have the same path/,
    );
    expect(() => parseConfig({ ASSISTANT_URL: `${URLS[0]},${URLS[0]}` })).toThrow(
      /ASSISTANT_URL: names the same replica twice/,
    );
    expect(() => parseConfig({ ASSISTANT_URL: `${URLS[0]},ftp://x/graphql` })).toThrow(/ASSISTANT_URL/);
  });
});

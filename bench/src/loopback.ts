import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port (benchmarks send traffic to loopback only); its origin. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

import { createServer } from 'node:net';

/** A TCP port that was free on loopback a moment ago (the OS picked it). */
export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the picked port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

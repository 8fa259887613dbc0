import { createServer, Socket } from 'node:net';

/**
 * True when nothing listens on the port, on loopback nor on all interfaces: a system Redis
 * bound to 127.0.0.1 and a gateway bound to 0.0.0.0 both count as taken.
 */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '0.0.0.0']) {
    if (!(await canListen(port, host))) return false;
  }
  // Something may listen on ::1 only (a `localhost` server on some systems).
  return !(await answers(port, '::1'));
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** True when a TCP connection to host:port is accepted within a short time. */
export function answers(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('the OS gave no port'))));
    });
  });
}

/**
 * The preferred port when free, else a free one (and `onFallback` says so). Ports are only
 * checked here, so another program can still take one before the child binds it: the child
 * then fails to start and says why.
 */
export async function choosePort(preferred: number, onFallback: (port: number) => void): Promise<number> {
  if (await isPortFree(preferred)) return preferred;
  const port = await freePort();
  onFallback(port);
  return port;
}

/** Addresses only this machine reaches. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

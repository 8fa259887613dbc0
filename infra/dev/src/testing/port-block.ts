import { portsFromBase } from '../config.js';
import { isPortFree } from '../ports.js';

/**
 * A DEV_PORT_BASE whose every port is free right now, as the orchestrator checks them. Below
 * 32768, where Linux hands out no ephemeral ports, so no outgoing connection takes one between
 * this check and the orchestrator's.
 */
export async function freePortBase(): Promise<number> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 1_250) * 10;
    const free = await Promise.all(Object.values(portsFromBase(base)).map((port) => isPortFree(port)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free block of ports found');
}

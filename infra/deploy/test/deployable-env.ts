/**
 * What each deployable reads from its environment, from its own configuration schema: the
 * compose file and the Kubernetes manifests are checked against it, so that neither sets a
 * variable no process reads (a typo, or a setting since renamed).
 */
import { configSchema as assistant } from '@smarthome/assistant';
import { configSchema as auth } from '@smarthome/auth';
import { configSchema as content } from '@smarthome/content';
import { CONFIG_ENV_KEYS as gateway } from '@smarthome/gateway';
import { configSchema as notifications } from '@smarthome/notifications';
import { configSchema as operations } from '@smarthome/operations';
import type { Deployable } from '@smarthome/service-kit/contracts';

const READ: Record<Deployable['name'], ReadonlySet<string>> = {
  auth: new Set(Object.keys(auth.shape)),
  content: new Set(Object.keys(content.shape)),
  operations: new Set(Object.keys(operations.shape)),
  assistant: new Set(Object.keys(assistant.shape)),
  notifications: new Set(Object.keys(notifications.shape)),
  gateway: new Set(gateway),
};

/**
 * Read by every process outside its schema: NODE_ENV by Node and the libraries, OTEL_* by the
 * OpenTelemetry SDK each process starts (the collector's address, the protocol, the batching).
 */
function readByEveryProcess(name: string): boolean {
  return name === 'NODE_ENV' || name.startsWith('OTEL_');
}

export function readsVariable(deployable: Deployable['name'], name: string): boolean {
  return READ[deployable].has(name) || readByEveryProcess(name);
}

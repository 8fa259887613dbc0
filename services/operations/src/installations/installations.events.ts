import { toRestInstallation, type InstallationView } from '@smarthome/service-kit/contracts';
import { newEvent, type EventEnvelope } from '@smarthome/service-kit/events';

/**
 * What integrators' webhooks are told about installations (`webhook.occurred`): the installation
 * as written, in the shape GET /installations/{id} answers it, in the same write as the change.
 */
export function installationWebhook(
  type: 'installation.created' | 'installation.updated',
  installation: InstallationView,
): EventEnvelope<'webhook.occurred'> {
  return newEvent('webhook.occurred', { type, data: toRestInstallation(installation) });
}

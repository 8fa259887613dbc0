/**
 * An installation's stage as a customer reads it in Romanian (the assistant's answers, the
 * calendar feed on their phone), by the status the services store.
 */
export type InstallationStatusId = 'pending' | 'in_progress' | 'completed';

export const INSTALLATION_STATUS_LABELS: Readonly<Record<InstallationStatusId, string>> = {
  pending: 'în așteptare',
  in_progress: 'în lucru',
  completed: 'finalizată',
};

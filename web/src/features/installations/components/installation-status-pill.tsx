import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { statusLabel, type InstallationStatus } from '@/features/installations/utils/installation-rules';

const tones: Record<InstallationStatus, StatusTone> = {
  pending: 'waiting',
  in_progress: 'active',
  completed: 'done',
};

export function InstallationStatusPill({ status }: { status: InstallationStatus }) {
  return <StatusPill tone={tones[status]}>{statusLabel(status)}</StatusPill>;
}

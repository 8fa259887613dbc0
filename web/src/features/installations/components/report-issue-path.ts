import { paths } from '@/lib/paths';

/** The new-issue form with this installation chosen. */
export const reportIssuePath = (installationId: string): string =>
  `${paths.dashboard.issues}/new?installationId=${encodeURIComponent(installationId)}`;

/**
 * The caller's installations and issues as the assistant tells them: Romanian labels, days as
 * "1 februarie 2027" and amounts as "2.150 lei", exactly as the site writes them. The same views
 * are the tools' results for a language model (JSON) and the offline assistant's material.
 */
import { INSTALLATION_STATUS_LABELS, packageTitleOf } from '@smarthome/catalog';
import { formatAmountLei, formatCalendarDay, formatDayIn } from '../knowledge/format.js';
import type { InstallationRecord, InstallationStatus, IssueRecord, IssueStatus } from './caller-records.js';

export const ISSUE_STATUS_LABELS: Readonly<Record<IssueStatus, string>> = {
  open: 'deschisă',
  wip: 'în lucru',
  resolved: 'rezolvată',
};

export interface InstallationView {
  id: string;
  name: string;
  address: string;
  package: string;
  status: InstallationStatus;
  statusLabel: string;
  /** "1 februarie 2027", or null. */
  plannedDay: string | null;
  installedDay: string | null;
  configurationFinishedDay: string | null;
  hardware: Array<{ name: string; quantity: number; unitPrice: string; total: string }>;
  hardwareTotal: string;
}

export interface IssueView {
  id: string;
  title: string;
  description: string;
  status: IssueStatus;
  statusLabel: string;
  installationId: string;
  installationName: string;
  reportedDay: string;
  /** The thread's latest comment: who wrote it (the customer or the staff), what and when. */
  lastComment: { by: 'client' | 'echipa'; text: string; day: string } | null;
}

export function installationView(record: InstallationRecord, timeZone: string): InstallationView {
  return {
    id: record.id,
    name: record.name,
    address: record.address,
    package: packageTitleOf(record.package),
    status: record.status,
    statusLabel: INSTALLATION_STATUS_LABELS[record.status],
    plannedDay: record.plannedInstallationDate ? formatCalendarDay(record.plannedInstallationDate) : null,
    installedDay: record.installationDate ? formatDayIn(record.installationDate, timeZone) : null,
    configurationFinishedDay: record.finishConfigurationDate
      ? formatDayIn(record.finishConfigurationDate, timeZone)
      : null,
    hardware: record.hardware.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: formatAmountLei(item.unitPrice),
      total: formatAmountLei(item.total),
    })),
    hardwareTotal: formatAmountLei(record.hardwareTotal),
  };
}

export function issueView(record: IssueRecord, timeZone: string): IssueView {
  const last = record.comments.at(-1);
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    status: record.status,
    statusLabel: ISSUE_STATUS_LABELS[record.status],
    installationId: record.installationId,
    installationName: record.installationName,
    reportedDay: formatDayIn(record.createdAt, timeZone),
    lastComment: last
      ? {
          by: last.authorRole === 'user' ? 'client' : 'echipa',
          text: last.content,
          day: formatDayIn(last.createdAt, timeZone),
        }
      : null,
  };
}

/** How many of `items` are in each status. */
export function countByStatus<S extends string>(items: readonly { status: S }[], statuses: readonly S[]) {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/**
 * The rules of the installations, as plain functions.
 */
import { formatDay, formatInstallerDay, utcMidnightOf } from '@/lib/format-en';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import type {
  InstallationPackage,
  InstallationStatus,
  InstallationSummaryFragment,
} from '@/features/installations/api/__generated__/installations';

export type { InstallationPackage, InstallationStatus };

export const installationPackages: readonly InstallationPackage[] = ['basic', 'advanced', 'premium'];
export const installationStatuses: readonly InstallationStatus[] = ['pending', 'in_progress', 'completed'];

/** The installations list shows 20 a page. */
export const INSTALLATIONS_PAGE_SIZE = 20;

/** The operations service's limits; the fields stop there instead of failing on save. */
export const NAME_MAX = 200;
export const ADDRESS_MAX = 300;
export const EMAIL_MAX = 254;
export const DESCRIPTION_MAX = 5000;
export const HARDWARE_NAME_MAX = 200;
export const HARDWARE_QUANTITY_MAX = 10_000;
export const HARDWARE_PRICE_MAX = 1_000_000;
export const HARDWARE_LINES_MAX = 100;

type Dated = Pick<InstallationSummaryFragment, 'status' | 'plannedInstallationDate' | 'installationDate'>;

/**
 * The date a list shows: a pending installation its planned day ('Planned: April 1, 2026'), any
 * other its installation day ('Installed: …'); 'Not scheduled' when that day is not set. The
 * planned day is a calendar day, shown as written; the installation date a moment, shown as its
 * day in Iași: either is the same day for every reader.
 */
export function scheduleText(installation: Dated): string {
  const pending = installation.status === 'pending';
  const day = pending
    ? formatDay(installation.plannedInstallationDate)
    : formatInstallerDay(installation.installationDate);
  if (!day) return t.schedule.none;
  return pending ? t.schedule.planned(day) : t.schedule.installed(day);
}

/** A cost with a dollar sign and 2 decimals ('$1380.50'), or the screen's word for none. */
export const costText = (cost: number | null | undefined, missing: string): string =>
  typeof cost === 'number' && Number.isFinite(cost) ? `$${cost.toFixed(2)}` : missing;

/** An amount in RON with 2 decimals ('1,380.50 RON'), as the hardware list shows prices. */
export const ronText = (amount: number): string =>
  t.hardware.ron(amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

export const packageLabel = (value: InstallationPackage): string => t.package[value];
export const statusLabel = (value: InstallationStatus): string => t.status[value];

export interface InstallationFormValues {
  name: string;
  address: string;
  customerEmail: string;
  package: string;
  status: string;
  description: string;
  /** The date input's day ('2026-04-01'), or '': the planned day as the API sends and takes it. */
  plannedDate: string;
  /** As typed; '' for none. */
  cost: string;
}

export type InstallationField = keyof InstallationFormValues;
export const requiredFields: readonly InstallationField[] = [
  'name',
  'address',
  'customerEmail',
  'package',
  'status',
];

/** At least 0, at most 2 decimals; the text of a number input ('1380.5'). */
const COST_SHAPE = /^\d+(\.\d{1,2})?$/;

export interface InstallationFormProblem {
  message: string;
  fields: InstallationField[];
}

/**
 * Name, address, customer e-mail, package and status are required ('Please fill out all fields');
 * the cost, when given, is a number of at least 0 with at most 2 decimals.
 */
export function validateInstallation(values: InstallationFormValues): InstallationFormProblem | null {
  const missing = requiredFields.filter((field) => !values[field].trim());
  if (missing.length > 0) return { message: t.form.required, fields: missing };
  const cost = values.cost.trim();
  if (cost && !COST_SHAPE.test(cost)) return { message: t.form.costInvalid, fields: ['cost'] };
  return null;
}

/** What is sent: texts trimmed; an empty description, planned date or cost as null. */
export function toInstallationInput(values: InstallationFormValues) {
  const cost = values.cost.trim();
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    customerEmail: values.customerEmail.trim(),
    package: values.package as InstallationPackage,
    status: values.status as InstallationStatus,
    description: values.description.trim() || null,
    plannedInstallationDate: utcMidnightOf(values.plannedDate) ? values.plannedDate : null,
    estimatedTotalCost: cost ? Number(cost) : null,
  };
}

export interface HardwareDraft {
  /** Stable across edits, for React's keys and the fields' ids. */
  key: string;
  name: string;
  quantity: string;
  unitPrice: string;
}

const PRICE_SHAPE = /^\d+(\.\d{1,2})?$/;

/** A line can be saved: a name, a whole quantity from 1 to 10,000, a price from 0 with 2 decimals. */
export function isValidLine(line: HardwareDraft): boolean {
  const quantity = Number(line.quantity);
  const price = line.unitPrice.trim();
  return (
    line.name.trim() !== '' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= HARDWARE_QUANTITY_MAX &&
    PRICE_SHAPE.test(price) &&
    Number(price) <= HARDWARE_PRICE_MAX
  );
}

/** quantity × unit price in RON, rounded to bani as the server rounds it; 0 while a field is not a number. */
export const lineTotal = (line: Pick<HardwareDraft, 'quantity' | 'unitPrice'>): number => {
  const total = Number(line.quantity) * Number(line.unitPrice);
  return Number.isFinite(total) ? Math.round(total * 100) / 100 : 0;
};

export const hardwareSum = (lines: readonly Pick<HardwareDraft, 'quantity' | 'unitPrice'>[]): number =>
  Math.round(lines.reduce((sum, line) => sum + lineTotal(line), 0) * 100) / 100;

export const toHardwareInput = (lines: readonly HardwareDraft[]) =>
  lines.map((line) => ({
    name: line.name.trim(),
    quantity: Number(line.quantity),
    unitPrice: Number(line.unitPrice),
  }));

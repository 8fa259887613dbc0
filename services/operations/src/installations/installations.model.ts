import { BUSINESS_TIME_ZONE, calendarDayIn, isCalendarDay, type Logger } from '@smarthome/service-kit';
import { outboxPlugin } from '@smarthome/service-kit/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const INSTALLATION_PACKAGES = ['basic', 'advanced', 'premium'] as const;
export const INSTALLATION_STATUSES = ['pending', 'in_progress', 'completed'] as const;

export const INSTALLATIONS_COLLECTION = 'installations';

/** One line of an installation's hardware list, kept inside the installation. */
export interface HardwareItemRecord {
  _id: Types.ObjectId;
  name: string;
  quantity: number;
  /** RON, 2 decimals. */
  unitPrice: number;
}

/**
 * An installation in the operations database (collection `installations`). Its webhook events
 * (`installation.created`, `installation.updated`) ride in the same document write as the change
 * (`_outbox`), so integrators hear of every stored change and of nothing that was not stored.
 */
export interface InstallationRecord {
  /** Numeric ids from the `installations` sequence: the dashboard reads them as numbers and orders widgets by them. */
  _id: number;
  name: string;
  address: string;
  /** The customer's e-mail, lowercase (`user_email` in the API). */
  customerEmail: string;
  /** The customer's account id in auth, once known. */
  customerId?: string | null;
  package: (typeof INSTALLATION_PACKAGES)[number];
  status: (typeof INSTALLATION_STATUSES)[number];
  description?: string | null;
  estimatedTotalCost?: number | null;
  /**
   * The planned day, `YYYY-MM-DD` (a calendar day, the same wherever it is read; sorts as text).
   * Records written before days were stored as days hold an instant: see `plannedDayOf`.
   */
  plannedInstallationDate?: string | Date | null;
  installationDate?: Date | null;
  finishConfigurationDate?: Date | null;
  /**
   * The hardware lives inside its installation: the list is replaced in one write, and deleting
   * the installation deletes it with no second step that could be interrupted.
   */
  hardware?: HardwareItemRecord[];
  /**
   * Set when a deletion starts: from then on the installation is invisible and takes no new
   * issues, and a deletion interrupted half-way is finished by the next one (or at start-up).
   */
  deletingAt?: Date | null;
  /**
   * Counts the changes made through the API, from 1: an editor sends the version it read and is
   * refused if someone changed the installation since. Absent on records written before it was
   * kept, which count as version 1.
   */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type InstallationModel = Model<InstallationRecord>;

const hardwareItemSchema = new Schema<HardwareItemRecord>({
  name: { type: String, required: true },
  quantity: { type: Number, required: true, min: 1 },
  unitPrice: { type: Number, required: true, min: 0 },
});

const installationSchema = new Schema<InstallationRecord>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true, trim: true },
    address: { type: String, required: true, trim: true },
    customerEmail: { type: String, required: true, trim: true, lowercase: true },
    customerId: { type: String, default: null },
    package: { type: String, enum: INSTALLATION_PACKAGES, lowercase: true, required: true },
    status: { type: String, enum: INSTALLATION_STATUSES, default: 'pending' },
    description: { type: String, default: null },
    estimatedTotalCost: { type: Number, min: 0, default: null },
    plannedInstallationDate: {
      type: String,
      default: null,
      validate: { validator: (day: string | null) => day === null || isCalendarDay(day) },
    },
    installationDate: { type: Date, default: null },
    finishConfigurationDate: { type: Date, default: null },
    hardware: { type: [hardwareItemSchema], default: [] },
    deletingAt: { type: Date, default: null },
    version: { type: Number, default: 1 },
  },
  // Mongoose's own `__v` is not the API's version: the service sets `version` itself.
  { collection: INSTALLATIONS_COLLECTION, timestamps: true },
);
installationSchema.plugin(outboxPlugin);
installationSchema.index({ customerId: 1 });
installationSchema.index({ customerEmail: 1 });

export function createInstallationModel(connection: Connection): InstallationModel {
  return connection.model<InstallationRecord>('Installation', installationSchema);
}

/**
 * The planned day of a stored record. A record written before days were stored as days holds an
 * instant: every writer then meant a day on the installer's clock (the REST facade stored its
 * midnight in Iași, the dashboard midnight UTC, the demo data 08:00 UTC), and each of them falls
 * on that day in Iași.
 */
export function plannedDayOf(stored: string | Date | null | undefined): string | null {
  if (stored instanceof Date) return calendarDayIn(stored, BUSINESS_TIME_ZONE);
  return stored ?? null;
}

/**
 * Rewrites the planned dates still stored as instants as their days (see `plannedDayOf`), once
 * at start; a record already holding a day is left alone, so running it again changes nothing.
 * Each record is rewritten only if it still holds the instant that was read, so a day saved
 * meanwhile is kept. The collection is written directly: a storage change is no edit of the
 * installation, so `updatedAt` stays, and mongoose would cast the instant in the filter to text.
 */
export async function storePlannedDatesAsDays(installations: InstallationModel): Promise<number> {
  const collection =
    installations.db.collection<Pick<InstallationRecord, '_id' | 'plannedInstallationDate'>>(
      INSTALLATIONS_COLLECTION,
    );
  const stale = await collection
    .find<{ _id: number; plannedInstallationDate: Date }>(
      { plannedInstallationDate: { $type: 'date' } },
      { projection: { plannedInstallationDate: 1 } },
    )
    .toArray();
  if (stale.length === 0) return 0;
  const result = await collection.bulkWrite(
    stale.map(({ _id, plannedInstallationDate }) => ({
      updateOne: {
        filter: { _id, plannedInstallationDate },
        update: { $set: { plannedInstallationDate: plannedDayOf(plannedInstallationDate) } },
      },
    })),
    { ordered: false },
  );
  return result.modifiedCount;
}

/**
 * `storePlannedDatesAsDays` at start. On failure the service starts anyway: the records still read
 * as their days, and the next start tries again.
 */
export async function storePlannedDatesAsDaysAtStart(
  installations: InstallationModel,
  log: Logger,
): Promise<void> {
  try {
    const converted = await storePlannedDatesAsDays(installations);
    if (converted > 0) log.info({ converted }, 'stored planned installation dates as days');
  } catch (error) {
    log.error(
      { err: error },
      'could not store planned installation dates as days; the next start tries again',
    );
  }
}

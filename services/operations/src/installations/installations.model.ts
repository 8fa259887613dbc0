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

/** An installation in the operations database (collection `installations`). */
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
  plannedInstallationDate?: Date | null;
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
    plannedInstallationDate: { type: Date, default: null },
    installationDate: { type: Date, default: null },
    finishConfigurationDate: { type: Date, default: null },
    hardware: { type: [hardwareItemSchema], default: [] },
    deletingAt: { type: Date, default: null },
  },
  { collection: INSTALLATIONS_COLLECTION, timestamps: true },
);
installationSchema.index({ customerId: 1 });
installationSchema.index({ customerEmail: 1 });

export function createInstallationModel(connection: Connection): InstallationModel {
  return connection.model<InstallationRecord>('Installation', installationSchema);
}

import { Schema, type Connection, type Model } from 'mongoose';

export const INSTALLATION_PACKAGES = ['basic', 'advanced', 'premium'] as const;
export const INSTALLATION_STATUSES = ['pending', 'in_progress', 'completed'] as const;

/** An installation in the operations database (collection `installations`). */
export interface InstallationRecord {
  /** Numeric ids: the dashboard reads them as numbers and orders widgets by them. */
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
  createdAt: Date;
  updatedAt: Date;
}

export type InstallationModel = Model<InstallationRecord>;

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
  },
  { collection: 'installations', timestamps: true },
);
installationSchema.index({ customerId: 1 });
installationSchema.index({ customerEmail: 1 });

export function createInstallationModel(connection: Connection): InstallationModel {
  return connection.model<InstallationRecord>('Installation', installationSchema);
}

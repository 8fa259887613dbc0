import type { AuthUser } from '@smarthome/service-kit';
import type { InstallationModel, InstallationRecord } from './installations.model.js';

/** An installation as the API shows it; `customerId` becomes the `customer` reference. */
export interface Installation {
  id: string;
  name: string;
  address: string;
  customerEmail: string;
  customerId: string | null;
  package: InstallationRecord['package'];
  status: InstallationRecord['status'];
  description: string | null;
  estimatedTotalCost: number | null;
  plannedInstallationDate: Date | null;
  installationDate: Date | null;
  finishConfigurationDate: Date | null;
  createdAt: Date;
}

export class InstallationService {
  constructor(private readonly installations: InstallationModel) {}

  /**
   * The installations of a customer, highest id first. An admin enters the customer by
   * e-mail (`user_email`) before or after the account exists, so an installation
   * belongs to the caller when it is linked to the caller's account id, or not linked to
   * any account yet and carries the caller's verified e-mail (auth keeps e-mails unique).
   */
  async listForCustomer(customer: AuthUser): Promise<Installation[]> {
    const records = await this.installations
      .find({
        $or: [
          { customerId: customer.id },
          { customerId: null, customerEmail: customer.email.trim().toLowerCase() },
        ],
      })
      .sort({ _id: -1 })
      .lean<InstallationRecord[]>()
      .exec();
    return records.map(toInstallation);
  }
}

function toInstallation(record: InstallationRecord): Installation {
  return {
    id: String(record._id),
    name: record.name,
    address: record.address,
    customerEmail: record.customerEmail,
    customerId: record.customerId ?? null,
    package: record.package,
    status: record.status,
    description: record.description ?? null,
    estimatedTotalCost: record.estimatedTotalCost ?? null,
    plannedInstallationDate: record.plannedInstallationDate ?? null,
    installationDate: record.installationDate ?? null,
    finishConfigurationDate: record.finishConfigurationDate ?? null,
    createdAt: record.createdAt,
  };
}

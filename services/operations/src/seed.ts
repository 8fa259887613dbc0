/**
 * Demo operations data for development (`make dev`, infra/dev): installations of the demo
 * customer, so the dashboard has something to show. Not part of the running service: the
 * orchestrator calls `seedDemo` on the operations database before the service starts, and
 * only while the collection is empty.
 *
 * Ids are fixed small numbers (installation ids are numeric); whatever allocates ids for
 * new installations must start above the highest one present.
 */
import type { Connection } from 'mongoose';
import { createInstallationModel, type InstallationRecord } from './installations/installations.model.js';

/** The demo customer's e-mail (the auth seed's `client` account). */
export const DEMO_CUSTOMER_EMAIL = 'client@smarthome.local';

export interface OperationsSeedOptions {
  /** The demo accounts the auth seed created, by key; the customer's id links the installations. */
  users?: Record<string, { id: string; email: string } | undefined>;
  /** The "today" the demo dates count from (tests pin it). */
  now?: Date;
}

export interface OperationsSeedResult {
  /** Documents inserted, by collection (0 when the collection already had data). */
  inserted: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoInstallation = Omit<InstallationRecord, 'customerEmail' | 'customerId' | 'createdAt' | 'updatedAt'>;

function demoInstallations(now: Date): DemoInstallation[] {
  const day = (offset: number) => {
    const date = new Date(now.getTime() + offset * DAY_MS);
    date.setUTCHours(8, 0, 0, 0);
    return date;
  };
  return [
    {
      _id: 1,
      name: 'Casă Valea Lupului',
      address: 'Str. Trandafirilor 14, Valea Lupului, Iași',
      package: 'premium',
      status: 'completed',
      description:
        'Home Assistant pe Raspberry Pi 4, adaptor Zigbee, monitorizarea consumului pe circuite și boiler pornit din surplusul panourilor fotovoltaice.',
      estimatedTotalCost: 2150,
      plannedInstallationDate: day(-45),
      installationDate: day(-43),
      finishConfigurationDate: day(-36),
    },
    {
      _id: 2,
      name: 'Apartament Tătărași',
      address: 'Str. Vasile Lupu 72, bl. C3, ap. 12, Iași',
      package: 'advanced',
      status: 'in_progress',
      description: 'Lumini Zigbee în trei camere, termostate de calorifer și senzori de fereastră.',
      estimatedTotalCost: 1380.5,
      plannedInstallationDate: day(-3),
      installationDate: day(-2),
      finishConfigurationDate: null,
    },
    {
      _id: 3,
      name: 'Garaj și grădină Miroslava',
      address: 'Str. Principală 5, Miroslava, Iași',
      package: 'basic',
      status: 'pending',
      description: null,
      estimatedTotalCost: null,
      plannedInstallationDate: day(12),
      installationDate: null,
      finishConfigurationDate: null,
    },
  ];
}

/** Inserts the demo installations when `installations` is empty; leaves it alone otherwise. */
export async function seedDemo(
  connection: Connection,
  options: OperationsSeedOptions = {},
): Promise<OperationsSeedResult> {
  const installations = createInstallationModel(connection);
  await installations.init();
  let inserted = 0;
  if ((await installations.exists({})) === null) {
    const now = options.now ?? new Date();
    const customer = Object.values(options.users ?? {}).find((user) => user?.email === DEMO_CUSTOMER_EMAIL);
    const created = await installations.insertMany(
      demoInstallations(now).map((installation, index) => {
        const createdAt = new Date(now.getTime() - (60 - index * 20) * DAY_MS);
        return {
          ...installation,
          customerEmail: DEMO_CUSTOMER_EMAIL,
          // Without the auth seed the e-mail still links them once the account exists.
          customerId: customer?.id ?? null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    inserted = created.length;
  }
  return { inserted: { installations: inserted } };
}

import { FormCheck } from '@smarthome/service-kit';
import { normalEmail } from '../shared/access.js';
import type { HardwareItemRecord, InstallationRecord } from './installations.model.js';

/** The admin's installation form, as GraphQL hands it over (every field may be left out). */
export interface InstallationInput {
  name?: string | null;
  address?: string | null;
  customerEmail?: string | null;
  package?: InstallationRecord['package'] | null;
  status?: InstallationRecord['status'] | null;
  description?: string | null;
  estimatedTotalCost?: number | null;
  /** A calendar day, `YYYY-MM-DD` (the LocalDate scalar has checked it is a real one). */
  plannedInstallationDate?: string | null;
  installationDate?: Date | null;
  finishConfigurationDate?: Date | null;
}

export interface HardwareItemInput {
  name?: string | null;
  quantity?: number | null;
  unitPrice?: number | null;
}

export const INSTALLATION_LIMITS = {
  name: 200,
  address: 300,
  customerEmail: 254,
  description: 5_000,
  hardwareItems: 100,
  hardwareName: 200,
  quantity: 10_000,
  unitPrice: 1_000_000,
  /** The most a full hardware list can total: 100 lines of 10,000 at 1,000,000. */
  estimatedTotalCost: 1_000_000_000_000,
} as const;

/** What the form writes: the required fields always, the optional ones only when they were sent. */
export type InstallationFields = Pick<
  InstallationRecord,
  'name' | 'address' | 'customerEmail' | 'package' | 'status'
> &
  Partial<
    Pick<
      InstallationRecord,
      | 'description'
      | 'estimatedTotalCost'
      | 'plannedInstallationDate'
      | 'installationDate'
      | 'finishConfigurationDate'
    >
  >;

/** True when the number has at most two decimals (money in RON). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Money rounded to the cent, so that sums of cents do not show binary fractions. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** One `@`, something on each side, a dot in the domain, no blanks: the shape auth accepts too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's fields as stored, or BAD_USER_INPUT listing every refused field. An optional field
 * that was left out (undefined) stays out, so an update keeps its value; null clears it.
 */
export function validInstallation(input: InstallationInput): InstallationFields {
  const form = new FormCheck();
  const name = form.requiredText(input.name, {
    field: 'name',
    label: 'Name',
    max: INSTALLATION_LIMITS.name,
    required: 'Name is required',
  });
  const address = form.requiredText(input.address, {
    field: 'address',
    label: 'Address',
    max: INSTALLATION_LIMITS.address,
    required: 'Address is required',
  });
  const email = form.requiredText(input.customerEmail, {
    field: 'customerEmail',
    label: 'Customer email',
    max: INSTALLATION_LIMITS.customerEmail,
    required: 'Customer email is required',
  });
  if (email !== '' && !EMAIL.test(email)) {
    form.fail('customerEmail', 'Customer email must be a valid e-mail address');
  }
  if (!input.package) form.fail('package', 'Package is required');
  if (!input.status) form.fail('status', 'Status is required');
  const cost = input.estimatedTotalCost;
  if (cost != null && Number.isFinite(cost) && cost > INSTALLATION_LIMITS.estimatedTotalCost) {
    // Said on its own: past this size, cents no longer add up and the decimals rule would be blamed.
    form.fail(
      'estimatedTotalCost',
      `Estimated cost must be at most ${INSTALLATION_LIMITS.estimatedTotalCost}`,
    );
  } else if (cost != null && (!Number.isFinite(cost) || cost < 0 || !hasAtMostTwoDecimals(cost))) {
    form.fail('estimatedTotalCost', 'Estimated cost must be a number of at least 0 with at most 2 decimals');
  }
  const description =
    input.description === undefined
      ? undefined
      : form.text(input.description, {
          field: 'description',
          label: 'Description',
          max: INSTALLATION_LIMITS.description,
          clean: 'multiLine',
        });
  form.done();

  const optional = {
    description,
    estimatedTotalCost: cost,
    plannedInstallationDate: input.plannedInstallationDate,
    installationDate: input.installationDate,
    finishConfigurationDate: input.finishConfigurationDate,
  };
  return {
    name,
    address,
    customerEmail: normalEmail(email),
    package: input.package!,
    status: input.status!,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** The hardware list as stored (without ids), or BAD_USER_INPUT naming the line (`items.2.quantity`). */
export function validHardware(items: readonly HardwareItemInput[]): Array<Omit<HardwareItemRecord, '_id'>> {
  const form = new FormCheck();
  if (items.length > INSTALLATION_LIMITS.hardwareItems) {
    form.fail('items', `At most ${INSTALLATION_LIMITS.hardwareItems} hardware items`);
  }
  const valid = items.map((item, index) => {
    const at = `items.${index}`;
    const name = form.requiredText(item.name, {
      field: `${at}.name`,
      label: 'Hardware name',
      max: INSTALLATION_LIMITS.hardwareName,
      required: 'Hardware name is required',
    });
    const { quantity, unitPrice } = item;
    if (
      quantity == null ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > INSTALLATION_LIMITS.quantity
    ) {
      form.fail(
        `${at}.quantity`,
        `Quantity must be a whole number from 1 to ${INSTALLATION_LIMITS.quantity}`,
      );
    }
    if (
      unitPrice == null ||
      !Number.isFinite(unitPrice) ||
      unitPrice < 0 ||
      unitPrice > INSTALLATION_LIMITS.unitPrice ||
      !hasAtMostTwoDecimals(unitPrice)
    ) {
      form.fail(
        `${at}.unitPrice`,
        `Unit price must be a number from 0 to ${INSTALLATION_LIMITS.unitPrice} with at most 2 decimals`,
      );
    }
    return { name, quantity: quantity ?? 0, unitPrice: unitPrice ?? 0 };
  });
  form.done();
  return valid;
}

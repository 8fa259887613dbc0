import type { Role } from '@smarthome/service-kit';
import type { RecipientModel } from './recipients.model.js';

/** An account as an event describes it, at the event's time. */
export interface AccountSnapshot {
  userId: string;
  email: string;
  firstName: string | null;
  role: Role;
  active: boolean;
  /** The event's occurredAt. */
  asOf: Date;
}

export interface RecipientsService {
  /** Keeps the snapshot unless a newer one is already kept; says which happened. */
  remember(snapshot: AccountSnapshot): Promise<'kept' | 'stale'>;
  /** Addresses of the active accounts with one of the roles, sorted, without duplicates. */
  staffAddresses(roles: readonly Role[]): Promise<string[]>;
  /** The first name kept for an address, null when unknown. */
  firstNameOf(email: string): Promise<string | null>;
  /** The address and first name kept for an account id, null when the account is unknown. */
  accountOf(userId: string): Promise<{ email: string; firstName: string | null } | null>;
}

const DUPLICATE_KEY = 11000;

export function createRecipientsService(Recipients: RecipientModel): RecipientsService {
  return {
    async remember(snapshot) {
      const fields = {
        email: snapshot.email.toLowerCase(),
        firstName: snapshot.firstName?.trim() || null,
        role: snapshot.role,
        active: snapshot.active,
        asOf: snapshot.asOf,
      };
      // Only over an older (or equally old) copy: events may arrive out of order.
      const updated = await Recipients.updateOne(
        { userId: snapshot.userId, asOf: { $lte: snapshot.asOf } },
        { $set: fields },
      );
      if (updated.matchedCount > 0) return 'kept';
      try {
        await Recipients.create({ userId: snapshot.userId, ...fields });
        return 'kept';
      } catch (error) {
        // The user is known with a newer snapshot (or another worker just added it).
        if ((error as { code?: unknown }).code === DUPLICATE_KEY) return 'stale';
        throw error;
      }
    },

    async staffAddresses(roles) {
      const staff = await Recipients.find({ role: { $in: [...roles] }, active: true }, { email: 1 })
        .sort({ email: 1 })
        .lean();
      return [...new Set(staff.map((entry) => entry.email))];
    },

    async firstNameOf(email) {
      const found = await Recipients.findOne(
        { email: email.toLowerCase(), firstName: { $ne: null } },
        { firstName: 1 },
      )
        .sort({ asOf: -1 })
        .lean();
      return found?.firstName ?? null;
    },

    async accountOf(userId) {
      const found = await Recipients.findOne({ userId }, { email: 1, firstName: 1 }).lean();
      return found ? { email: found.email, firstName: found.firstName } : null;
    },
  };
}

import { mentionsPerson, type ErasedPerson } from '@smarthome/service-kit/events';
import type { WebhookDeliveryModel, WebhookDeliveryRecord } from './webhook-deliveries.model.js';

/**
 * Deletes the logged deliveries whose body names a deleted person (their id or address, any case):
 * a body is a record as integrators received it, kept only so that it can be sent again. A pending
 * one goes too: it must not be sent after the erasure. Returns how many were deleted; a second run
 * finds none.
 */
export async function eraseDeliveriesMentioning(
  deliveries: WebhookDeliveryModel,
  person: ErasedPerson,
): Promise<number> {
  const candidates = deliveries
    .find({ $or: [{ body: contains(person.email) }, { body: contains(person.userId) }] })
    .select({ body: 1 })
    .lean<Array<Pick<WebhookDeliveryRecord, '_id' | 'body'>>>()
    .cursor();
  const doomed: Array<WebhookDeliveryRecord['_id']> = [];
  for await (const delivery of candidates) {
    if (mentionsPerson(JSON.parse(delivery.body), person)) doomed.push(delivery._id);
  }
  if (doomed.length === 0) return 0;
  const { deletedCount } = await deliveries.deleteMany({ _id: { $in: doomed } }).exec();
  return deletedCount;
}

/** The text anywhere in a field, in any case, every special character of a pattern escaped. */
function contains(text: string): { $regex: string; $options: 'i' } {
  return { $regex: text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
}

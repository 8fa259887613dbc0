import { type Connection, type Logger } from '@smarthome/service-kit';
import {
  ERASED_PERSON,
  eraseFromOutbox,
  OUTBOX_COLLECTION,
  OUTBOX_FIELD,
  type ErasedPerson,
  type OutboxItem,
} from '@smarthome/service-kit/events';
import type { ChatActions } from '../actions/actions.service.js';
import { CHAT_MESSAGES_COLLECTION, type ChatExchangeModel } from '../history/history.model.js';

const USAGE_EVENT = 'assistant.usage_recorded';

/**
 * What the assistant does when an account is deleted: its conversation and its proposals go; its token counts stay
 * (they are the business's costs, and the daily totals never named anyone), so the usage events
 * not yet counted are kept with the erased stand-in's id instead of the person's, and every other
 * event naming the person leaves the outbox. Safe to run again: a second run finds nothing left.
 */
export class AssistantErasure {
  constructor(
    private readonly deps: {
      mongo: Connection;
      exchanges: ChatExchangeModel;
      actions: ChatActions;
      log: Logger;
    },
  ) {}

  async erase(person: ErasedPerson): Promise<void> {
    const { mongo, exchanges, log } = this.deps;
    const db = mongo.db;
    if (!db) throw new Error('MongoDB connection not open');
    const anonymous = (item: OutboxItem): OutboxItem =>
      item.type === USAGE_EVENT && (item.payload as { userId?: unknown }).userId === person.userId
        ? { ...item, payload: { ...(item.payload as object), userId: ERASED_PERSON.userId } }
        : item;

    // Usage events still waiting in the outbox: counted later, under the stand-in.
    const pending = await db
      .collection(OUTBOX_COLLECTION)
      .updateMany(
        { pending: true, type: USAGE_EVENT, 'payload.userId': person.userId },
        { $set: { 'payload.userId': ERASED_PERSON.userId } },
      );
    // Exchanges whose events the relay has not taken yet cannot go before them (as a cleared
    // history): they lose their texts and their owner, and keep the anonymised events.
    const raw = db.collection<{ _id: unknown; _outbox?: OutboxItem[] }>(CHAT_MESSAGES_COLLECTION);
    const carrying = await raw
      .find({ userId: person.userId, [`${OUTBOX_FIELD}.id`]: { $gte: '' } }, { projection: { _outbox: 1 } })
      .toArray();
    for (const exchange of carrying) {
      await raw.updateOne({ _id: exchange._id }, {
        $set: {
          userId: ERASED_PERSON.userId,
          question: '',
          answer: '',
          cleared: true,
          [OUTBOX_FIELD]: (exchange._outbox ?? []).map(anonymous),
        },
      } as never);
    }
    const conversation = await exchanges.deleteMany({ userId: person.userId }).exec();
    const proposals = await this.deps.actions.eraseOf(person.userId);
    const events = await eraseFromOutbox(mongo, person, { collections: [CHAT_MESSAGES_COLLECTION] });
    log.info(
      {
        exchanges: conversation.deletedCount + carrying.length,
        usageEventsKept: pending.modifiedCount,
        proposals,
        events,
      },
      'deleted account erased from the assistant',
    );
  }
}

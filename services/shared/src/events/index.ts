/**
 * The event bus of the services: the catalogue of event types and their queues (contracts), the
 * transactional outbox a service writes its events into, the relay that carries them to BullMQ,
 * consumers with their ledger of handled events, dead letters, metrics and erasure of a person.
 * See README.md beside this file.
 */
export {
  QUEUES,
  EVENTS,
  EVENT_TYPES,
  newEvent,
  parseEvent,
  isEventType,
  queueOf,
  queuesOf,
  dropsWhenSent,
  eventTypesOf,
  type EventContract,
  type QueueName,
  type EventType,
  type EventPayload,
  type EventEnvelope,
  type AnyEventEnvelope,
  type ParsedEvent,
} from './contracts.js';
export {
  OUTBOX_COLLECTION,
  OUTBOX_FIELD,
  withOutbox,
  pushOutbox,
  outboxPlugin,
  createOutbox,
  onlyDuplicateKeys,
  type Outbox,
  type OutboxEntry,
  type OutboxItem,
} from './outbox.js';
export {
  startOutboxRelay,
  eventJobOptions,
  type OutboxRelay,
  type OutboxRelayOptions,
  type EventJobOptions,
} from './relay.js';
export {
  startConsumer,
  PROCESSED_EVENTS_COLLECTION,
  type Consumer,
  type ConsumerOptions,
  type EventHandler,
  type EventHandlers,
  type HandlerContext,
  type ProcessedEvent,
} from './consumer.js';
export {
  listFailedEvents,
  replayFailedEvent,
  type FailedEvent,
  type DeadLetterOptions,
} from './dead-letters.js';
export { eventMetrics, type EventMetrics, type OutboxBacklog } from './metrics.js';
export { ERASED_PERSON, sameAddress, eraseFromOutbox, mentionsPerson, type ErasedPerson } from './erasure.js';
export type { RedisInput } from './connection.js';

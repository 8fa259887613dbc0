/**
 * The records of the REST facade (/api/v0) in its own shape, and the one mapping of each from the
 * GraphQL view of the record. The gateway answers with them, and a service that tells integrators
 * about a change (the `webhook.occurred` event's `data`) writes the same record, so a webhook and
 * the API never disagree on a field's name or format.
 *
 * The inputs are structural: the gateway hands over its generated fragment types (instants as the
 * DateTime scalar's text, references as `{id}`), a service its own view objects (instants as Date,
 * references as ids). Either way an instant is written as the DateTime scalar writes it
 * (`2025-01-31T18:00:00.000Z`) and a calendar day as `YYYY-MM-DD`. The records are object types,
 * not interfaces, so that one is an event's `data` (a record of fields) as it is.
 */
import { BUSINESS_TIME_ZONE, calendarDayIn } from './calendar-days.js';
import type { RestTestimonial } from './page-data.js';

/** An instant as a view holds it: a Date in a service, the DateTime scalar's text in the gateway. */
export type Instant = string | Date;

/**
 * An instant as the DateTime scalar writes it: ISO-8601 in UTC with milliseconds. A text that
 * names no instant is kept as it is (the gateway only ever hands over the scalar's own text).
 */
export function instantText(value: Instant): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    if (value instanceof Date) throw new RangeError('an invalid Date is no instant');
    return value;
  }
  return date.toISOString();
}

const optionalInstantText = (value: Instant | null | undefined): string | null =>
  value == null ? null : instantText(value);

/**
 * A calendar day as the LocalDate scalar writes it (`YYYY-MM-DD`); an instant is read as the day it
 * falls on in Iași, the installer's clock, as the operations service reads days stored as instants.
 */
export function dayText(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  return value instanceof Date ? calendarDayIn(value, BUSINESS_TIME_ZONE) : value;
}

/** An id the API writes as a number (installations and issues are numbered). */
const numberOf = (id: string | number): number => (typeof id === 'number' ? id : Number(id));

// Installations

export interface HardwareItemView {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface InstallationView {
  id: string | number;
  name: string;
  address: string;
  customerEmail: string;
  package: string;
  status: string;
  description?: string | null;
  estimatedTotalCost?: number | null;
  plannedInstallationDate?: string | Date | null;
  installationDate?: Instant | null;
  finishConfigurationDate?: Instant | null;
  hardware: readonly HardwareItemView[];
  hardwareTotal: number;
  version: number;
  createdAt: Instant;
  updatedAt: Instant;
}

export type RestHardwareItem = {
  id: string;
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
};

/** An installation as GET /installations/{id} answers it. Money in RON with 2 decimals. */
export type RestInstallation = {
  id: number;
  name: string;
  address: string;
  user_email: string;
  package: string;
  status: string;
  description: string | null;
  estimated_total_cost: number | null;
  /** A calendar day, `YYYY-MM-DD`. */
  planned_installation_date: string | null;
  installation_date: string | null;
  finish_configuration_date: string | null;
  hardware: RestHardwareItem[];
  hardware_total: number;
  /** Counts the changes, from 1: sent back with PUT to be told of a change made meanwhile. */
  version: number;
  created_at: string;
  updated_at: string;
};

export function toRestInstallation(installation: InstallationView): RestInstallation {
  return {
    id: numberOf(installation.id),
    name: installation.name,
    address: installation.address,
    user_email: installation.customerEmail,
    package: installation.package,
    status: installation.status,
    description: installation.description ?? null,
    estimated_total_cost: installation.estimatedTotalCost ?? null,
    planned_installation_date: dayText(installation.plannedInstallationDate),
    installation_date: optionalInstantText(installation.installationDate),
    finish_configuration_date: optionalInstantText(installation.finishConfigurationDate),
    hardware: installation.hardware.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      total: item.total,
    })),
    hardware_total: installation.hardwareTotal,
    version: installation.version,
    created_at: instantText(installation.createdAt),
    updated_at: instantText(installation.updatedAt),
  };
}

// Issues and their comments

interface IssueFieldsView {
  id: string | number;
  title: string;
  description: string;
  status: string;
  installationId: string | number;
  installationName: string;
  createdByEmail: string;
  version: number;
  createdAt: Instant;
  updatedAt: Instant;
}

/** An issue as GraphQL answers it (the reporter a reference), or as a service holds it (the reporter's id). */
export type IssueView = IssueFieldsView &
  ({ createdBy: { id: string } | null } | { createdById: string | null });

/** An issue as GET /issues lists it. */
export type RestIssue = {
  id: number;
  title: string;
  description: string;
  /** open | wip | resolved. */
  status: string;
  installation_id: number;
  installation_name: string;
  /** The reporter's user id. */
  created_by: string | null;
  created_by_email: string;
  version: number;
  created_at: string;
  updated_at: string;
};

export function toRestIssue(issue: IssueView): RestIssue {
  return {
    id: numberOf(issue.id),
    title: issue.title,
    description: issue.description,
    status: issue.status,
    installation_id: numberOf(issue.installationId),
    installation_name: issue.installationName,
    created_by: 'createdBy' in issue ? (issue.createdBy?.id ?? null) : issue.createdById,
    created_by_email: issue.createdByEmail,
    version: issue.version,
    created_at: instantText(issue.createdAt),
    updated_at: instantText(issue.updatedAt),
  };
}

interface CommentFieldsView {
  id: string;
  content: string;
  /** The role the author wrote it with. */
  authorRole: string;
  createdAt: Instant;
}

/**
 * A comment as GraphQL answers it (the author's account resolved by the auth subgraph, null once it
 * is gone or while auth cannot answer), or as a service holds it: the author's id only, since the
 * services' tokens carry no names.
 */
export type CommentView = CommentFieldsView &
  ({ user: { id: string; firstName: string; lastName: string; role: string } | null } | { authorId: string });

/** A comment as GET /issues/{id} shows it (the facade's one camelCase record, as it always was). */
export type RestComment = {
  id: string;
  content: string;
  createdAt: string;
  /** The author's names and role as their account has them now; id null and names empty once it is gone. */
  user: { id: string | null; firstName: string; lastName: string; role: string };
};

export function toRestComment(comment: CommentView): RestComment {
  const author =
    'user' in comment
      ? comment.user
      : { id: comment.authorId, firstName: '', lastName: '', role: comment.authorRole };
  return {
    id: comment.id,
    content: comment.content,
    createdAt: instantText(comment.createdAt),
    user: {
      id: author?.id ?? null,
      firstName: author?.firstName ?? '',
      lastName: author?.lastName ?? '',
      role: author?.role ?? comment.authorRole,
    },
  };
}

// The contact inbox

export interface InboxMessageView {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Instant;
  read: boolean;
}

/** A contact message as the admin's inbox (GET /contact/messages) shows it. */
export type RestInboxMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  received_at: string;
  read: boolean;
};

export function toRestInboxMessage(message: InboxMessageView): RestInboxMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    received_at: instantText(message.receivedAt),
    read: message.read,
  };
}

// Testimonials

export interface TestimonialView {
  id: string;
  clientName: string;
  position?: string | null;
  company?: string | null;
  content: string;
  rating: number;
  avatarUrl?: string | null;
  isApproved: boolean;
  createdAt: Instant;
}

export function toRestTestimonial(testimonial: TestimonialView): RestTestimonial {
  return {
    id: testimonial.id,
    client_name: testimonial.clientName,
    position: testimonial.position ?? null,
    company: testimonial.company ?? null,
    content: testimonial.content,
    rating: testimonial.rating,
    avatar_url: testimonial.avatarUrl ?? null,
    is_approved: testimonial.isApproved,
    created_at: instantText(testimonial.createdAt),
  };
}

/** What every template needs besides its data. */
export interface TemplateContext {
  /** The public site, without a trailing slash (PUBLIC_BASE_URL). */
  baseUrl: string;
  /** IANA zone dates are shown in (MAIL_TIME_ZONE). */
  timeZone: string;
}

/** How long the links the auth service mails stay valid (its own rule; the events do not carry it). */
export const ACTIVATION_LINK_VALID_HOURS = 24;
export const RESET_LINK_VALID_HOURS = 1;

export type IssueStatus = 'open' | 'wip' | 'resolved';
export type Role = 'user' | 'installer' | 'admin';

/** How issue statuses are shown (`wip` as "In Progress"). */
export const ISSUE_STATUS_EN: Record<IssueStatus, string> = {
  open: 'Open',
  wip: 'In Progress',
  resolved: 'Resolved',
};

export const ISSUE_STATUS_RO: Record<IssueStatus, string> = {
  open: 'Deschisă',
  wip: 'În lucru',
  resolved: 'Rezolvată',
};

export const ROLE_EN: Record<Role, string> = {
  user: 'Customer',
  installer: 'Installer',
  admin: 'Administrator',
};
export const ROLE_RO: Record<Role, string> = {
  user: 'client',
  installer: 'instalator',
  admin: 'administrator',
};

/** `22 noiembrie 2025, 14:35` in the zone of the business. */
export function formatDateRo(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** `22 November 2025 at 14:35 (Europe/Bucharest)`. */
export function formatDateEn(iso: string, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
  return `${date} (${timeZone})`;
}

/** `Bună, Ioana!`, or a polite `Bună ziua!` when the name is unknown. */
export function greetingRo(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Bună, ${name}!` : 'Bună ziua!';
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.replace(/\s+/g, ' ').trim();
}

/** Romanian quotation marks around a title. */
export function quotedRo(title: string): string {
  return `„${title}”`;
}

export const dashboardIssueUrl = (ctx: TemplateContext, issueId: string) =>
  `${ctx.baseUrl}/dashboard/issues/${encodeURIComponent(issueId)}`;

/** The dashboard's contact inbox with this message open in it. */
export const dashboardMessageUrl = (ctx: TemplateContext, messageId: string) =>
  `${ctx.baseUrl}/dashboard/messages?message=${encodeURIComponent(messageId)}`;

import { hasRole, type AuthUser } from '@smarthome/service-kit';

/** Installers and admins: they see every installation and issue and may act on any issue. */
export function isStaff(user: AuthUser): boolean {
  return hasRole(user, 'installer', 'admin');
}

/** E-mails are compared as auth stores them: trimmed and lowercase. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

import type { PackageId } from '@smarthome/catalog';

/**
 * Every client route in one place, so links, the route table and the tests cannot drift apart.
 */
export const paths = {
  home: '/',
  features: '/features',
  homeAssistant: '/home-assistant',
  raspberryPi: '/raspberry-pi',
  hardware: '/hardware',
  calculator: '/hardware/calculator',
  integrations: '/integrari',
  installationProcess: '/installation-process',
  packages: '/packages',
  automations: '/automations',
  garageAutomation: '/garage-automation',
  dashboards: '/dashboards',
  promotionDetails: '/promotion-details',
  faq: '/faq',
  contact: '/contact',
  about: '/about',
  news: '/news',
  blog: '/blog',
  testimonials: '/testimonials',
  addTestimonial: '/testimonials/add',
  terms: '/terms',
  login: '/login',
  register: '/register',
  oauthCallback: '/oauth-callback',
  /** The password reset flow of the auth service's e-mails lands here. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: {
    root: '/dashboard',
    installations: '/dashboard/installations',
    issues: '/dashboard/issues',
    users: '/dashboard/users',
    blueprints: '/dashboard/blueprints',
    tokens: '/dashboard/tokens',
    news: '/dashboard/news',
    blog: '/dashboard/blog',
    testimonials: '/dashboard/testimonials',
    messages: '/dashboard/messages',
    /** The integrators' webhooks (admins). */
    webhooks: '/dashboard/webhooks',
    /** Every signed-in user's personal API tokens. */
    apiTokens: '/dashboard/api-tokens',
    /** Every signed-in user's second factor and own data. */
    security: '/dashboard/security',
  },
} as const;

/** The package ids are a business fact of @smarthome/catalog; re-exported for the route table and links. */
export { packageIds, type PackageId } from '@smarthome/catalog';

export const automationIds = ['lights', 'cellar', 'irrigation', 'solar', 'heater', 'garage-door'] as const;
export type AutomationId = (typeof automationIds)[number];

export const packagePath = (id: PackageId): string => `${paths.packages}/${id}`;
export const automationPath = (id: AutomationId): string => `${paths.automations}/${id}`;

/** The privacy notice: its own section of /terms, linked from the footer and the registration form. */
export const PRIVACY_SECTION_ID = 'confidentialitate';
export const privacyPath = `${paths.terms}#${PRIVACY_SECTION_ID}`;

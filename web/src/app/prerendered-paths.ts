import { automationIds, automationPath, packageIds, packagePath, paths } from '@/lib/paths';

/**
 * The public pages written to HTML files at build time (vite-plugins/prerender.ts): every page whose
 * content is the same for every visitor. Not here: the account screens (they depend on the session
 * and on their links' tokens), the news, blog and testimonial pages (their content changes without a
 * deploy) and the dashboard; the browser renders those itself.
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.features,
  paths.homeAssistant,
  paths.raspberryPi,
  paths.hardware,
  paths.calculator,
  paths.integrations,
  paths.installationProcess,
  paths.packages,
  ...packageIds.map(packagePath),
  paths.automations,
  ...automationIds.map(automationPath),
  paths.garageAutomation,
  paths.dashboards,
  paths.promotionDetails,
  paths.faq,
  paths.contact,
  paths.about,
  paths.terms,
];

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

/**
 * The public pages the gateway writes itself on each visit (their content changes without a deploy),
 * by the route pattern the gateway serves them under, each with an address that finds its page
 * module. The build lists the stylesheets and code each of them needs (page-links.json); the gateway
 * puts those in the page's head, so the browser fetches them alongside the app, not after it.
 */
export const serverWrittenPages: Readonly<Record<string, string>> = {
  // Also pre-rendered: the gateway sends that file when it cannot read the home page's sections.
  '/': paths.home,
  '/blog': paths.blog,
  '/blog/:id/:slug': `${paths.blog}/0/articol`,
  '/news': paths.news,
  '/news/:id/:slug': `${paths.news}/0/stire`,
  '/testimonials': paths.testimonials,
};

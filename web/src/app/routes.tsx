import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicChat } from '@/app/layouts/public-layout/public-chat';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout';
import { loadPublicPage, publicPages } from '@/app/public-pages';
import { RouteError, type RouteErrorLanguage } from '@/app/route-error';
import { Island, type HydrateOn } from '@/rendering/island';
import type { PageIslandProps } from '@/rendering/island-registry';
import type { UserRole } from '@/lib/user';
import { HomePage } from '@/pages/public/home/home-page';
import { automationIds, packageIds } from '@/lib/paths';

/** What a route's `handle` says about the page module it renders. */
export interface PageHandle {
  /** The module's path from the web app's root, e.g. src/pages/public/faq/faq-page.tsx. */
  source: string;
}

/**
 * Every page but the home page is its own chunk, loaded when first visited: a visitor of the public
 * site never downloads the dashboard, and the first paint of / carries only the layout and the home
 * page. `module` is the page's file under src/pages/public (without .tsx), `name` its export and
 * `props` what the page is given (the package or automation it shows). A page that needs JavaScript
 * is an island (`hydrateOn`), hydrated on its own on the HTML the server wrote; the others stay that
 * HTML (with the header's and the chat's islands) and load no code of their own.
 */
function page(
  path: string,
  module: string,
  name: string,
  { props, hydrateOn }: { props?: Record<string, unknown>; hydrateOn?: HydrateOn } = {},
): RouteObject {
  const source = `src/pages/public/${module}.tsx`;
  if (!publicPages[`/${source}`]) throw new Error(`routes: no page module ${source}`);
  const handle: PageHandle = { source };
  return {
    path,
    handle,
    lazy: async () => {
      const Page = await loadPublicPage(source, name);
      const element = <Page {...props} />;
      if (!hydrateOn) return { element };
      const island: PageIslandProps = {
        source: handle.source,
        exportName: name,
        pageProps: props ?? {},
        pattern: `/${path}`,
      };
      return {
        element: (
          <Island name="page" on={hydrateOn} props={island}>
            {element}
          </Island>
        ),
      };
    },
  };
}

const ADMIN: readonly UserRole[] = ['admin'];
const STAFF: readonly UserRole[] = ['admin', 'installer'];

/** A dashboard screen, guarded on the client by role where the screen is restricted (the server enforces too). */
function guarded(path: string, load: () => Promise<ComponentType>, roles?: readonly UserRole[]): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Page, { RequireRole }] = await Promise.all([
        load(),
        import('@/features/auth/components/require-auth'),
      ]);
      return {
        element: roles ? (
          <RequireRole roles={roles}>
            <Page />
          </RequireRole>
        ) : (
          <Page />
        ),
      };
    },
  };
}

/**
 * An area of the site: its layout's route, with `screens` under it. A screen that fails shows
 * RouteError inside the layout (the pathless route between them holds it, so the header stays); a
 * layout that fails shows it alone.
 */
function area(
  language: RouteErrorLanguage,
  layout: Pick<RouteObject, 'path' | 'element' | 'lazy'>,
  screens: RouteObject[],
): RouteObject {
  const errorElement = <RouteError language={language} />;
  return { ...layout, errorElement, children: [{ errorElement, children: screens }] };
}

/** The route table of the public site and the signed-in area; an unknown path redirects to /. */
export const routes: RouteObject[] = [
  area('ro', { element: <PublicLayout chat={<PublicChat />} /> }, publicRoutes()),
  area(
    'en',
    {
      path: 'dashboard',
      lazy: async () => {
        const { DashboardLayout } = await import('@/app/layouts/dashboard-layout/dashboard-layout');
        return { Component: DashboardLayout };
      },
    },
    dashboardRoutes(),
  ),
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The public site's pages, under its layout. */
function publicRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    page('features', 'features/features-page', 'FeaturesPage'),
    page('home-assistant', 'home-assistant/home-assistant-page', 'HomeAssistantPage'),
    page('raspberry-pi', 'raspberry-pi/raspberry-pi-page', 'RaspberryPiPage'),
    page('hardware', 'hardware/hardware-page', 'HardwarePage'),
    page('hardware/calculator', 'calculator/calculator-page', 'CalculatorPage', { hydrateOn: 'load' }),
    page('integrari', 'integrations/integrations-page', 'IntegrationsPage', { hydrateOn: 'touch' }),
    page('installation-process', 'installation-process/installation-process-page', 'InstallationProcessPage'),
    page('packages', 'packages/packages-page', 'PackagesPage', { hydrateOn: 'touch' }),
    ...packageIds.map((id) =>
      page(`packages/${id}`, 'packages/package-page', 'PackagePage', { props: { id }, hydrateOn: 'touch' }),
    ),
    page('automations', 'automations/automations-page', 'AutomationsPage'),
    ...automationIds.map((id) =>
      page(`automations/${id}`, 'automations/automation-page', 'AutomationPage', { props: { id } }),
    ),
    page('garage-automation', 'garage-automation/garage-automation-page', 'GarageAutomationPage'),
    page('dashboards', 'dashboards/dashboards-page', 'DashboardsPage', { hydrateOn: 'touch' }),
    page('promotion-details', 'promotion-details/promotion-details-page', 'PromotionDetailsPage'),
    page('faq', 'faq/faq-page', 'FaqPage'),
    page('contact', 'contact/contact-page', 'ContactPage', { hydrateOn: 'load' }),
    page('about', 'about/about-page', 'AboutPage'),
    page('news', 'news/news-list-page', 'NewsListPage', { hydrateOn: 'touch' }),
    page('news/:id', 'news/news-item-page', 'NewsItemPage', { hydrateOn: 'touch' }),
    page('news/:id/:slug', 'news/news-item-page', 'NewsItemPage', { hydrateOn: 'touch' }),
    page('blog', 'blog/blog-list-page', 'BlogListPage', { hydrateOn: 'touch' }),
    page('blog/:id', 'blog/blog-post-page', 'BlogPostPage', { hydrateOn: 'touch' }),
    page('blog/:id/:slug', 'blog/blog-post-page', 'BlogPostPage', { hydrateOn: 'touch' }),
    page('testimonials', 'testimonials/testimonials-page', 'TestimonialsPage', { hydrateOn: 'touch' }),
    page('testimonials/add', 'testimonials/add-testimonial-page', 'AddTestimonialPage'),
    page('terms', 'terms/terms-page', 'TermsPage'),
    page('login', 'login/login-page', 'LoginPage'),
    page('register', 'register/register-page', 'RegisterPage'),
    page('oauth-callback', 'oauth-callback/oauth-callback-page', 'OAuthCallbackPage'),
    // The password reset of the auth service (its e-mail links here).
    page('forgot-password', 'forgot-password/forgot-password-page', 'ForgotPasswordPage'),
    page('reset-password', 'reset-password/reset-password-page', 'ResetPasswordPage'),
  ];
}

/** The signed-in area's screens, under the dashboard's layout. */
function dashboardRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('@/pages/dashboard/dashboard-home-page')).DashboardHomePage,
      }),
    },
    guarded(
      'installations',
      async () =>
        (await import('@/pages/dashboard/installations/installations-list-page')).InstallationsListPage,
    ),
    guarded(
      'installations/new',
      async () =>
        (await import('@/pages/dashboard/installations/installation-form-page')).InstallationFormPage,
      ADMIN,
    ),
    guarded(
      'installations/:id',
      async () =>
        (await import('@/pages/dashboard/installations/installation-detail-page')).InstallationDetailPage,
    ),
    guarded(
      'installations/:id/edit',
      async () =>
        (await import('@/pages/dashboard/installations/installation-form-page')).InstallationFormPage,
      ADMIN,
    ),
    guarded('issues', async () => (await import('@/pages/dashboard/issues/issues-list-page')).IssuesListPage),
    guarded(
      'issues/new',
      async () => (await import('@/pages/dashboard/issues/issue-form-page')).IssueFormPage,
    ),
    guarded(
      'issues/:id',
      async () => (await import('@/pages/dashboard/issues/issue-detail-page')).IssueDetailPage,
    ),
    guarded(
      'issues/edit/:id',
      async () => (await import('@/pages/dashboard/issues/issue-form-page')).IssueFormPage,
    ),
    guarded('users', async () => (await import('@/pages/dashboard/users/users-page')).UsersPage, ADMIN),
    guarded(
      'blueprints',
      async () => (await import('@/pages/dashboard/blueprints/blueprints-list-page')).BlueprintsListPage,
      STAFF,
    ),
    guarded(
      'blueprints/new',
      async () => (await import('@/pages/dashboard/blueprints/blueprint-form-page')).BlueprintFormPage,
      STAFF,
    ),
    guarded(
      'blueprints/:id',
      async () => (await import('@/pages/dashboard/blueprints/blueprint-detail-page')).BlueprintDetailPage,
      STAFF,
    ),
    guarded(
      'blueprints/:id/edit',
      async () => (await import('@/pages/dashboard/blueprints/blueprint-form-page')).BlueprintFormPage,
      STAFF,
    ),
    guarded(
      'tokens',
      async () => (await import('@/pages/dashboard/tokens/token-usage-page')).TokenUsagePage,
      ADMIN,
    ),
    guarded(
      'news',
      async () => (await import('@/pages/dashboard/news/news-admin-list-page')).NewsAdminListPage,
      ADMIN,
    ),
    guarded(
      'news/new',
      async () => (await import('@/pages/dashboard/news/news-admin-form-page')).NewsAdminFormPage,
      ADMIN,
    ),
    guarded(
      'news/:id',
      async () => (await import('@/pages/dashboard/news/news-admin-detail-page')).NewsAdminDetailPage,
      ADMIN,
    ),
    guarded(
      'news/:id/edit',
      async () => (await import('@/pages/dashboard/news/news-admin-form-page')).NewsAdminFormPage,
      ADMIN,
    ),
    guarded(
      'blog',
      async () => (await import('@/pages/dashboard/blog/blog-admin-list-page')).BlogAdminListPage,
      ADMIN,
    ),
    guarded(
      'blog/new',
      async () => (await import('@/pages/dashboard/blog/blog-admin-form-page')).BlogAdminFormPage,
      ADMIN,
    ),
    guarded(
      'blog/:id',
      async () => (await import('@/pages/dashboard/blog/blog-admin-detail-page')).BlogAdminDetailPage,
      ADMIN,
    ),
    guarded(
      'blog/:id/edit',
      async () => (await import('@/pages/dashboard/blog/blog-admin-form-page')).BlogAdminFormPage,
      ADMIN,
    ),
    guarded(
      'testimonials',
      async () =>
        (await import('@/pages/dashboard/testimonials/testimonials-admin-page')).TestimonialsAdminPage,
      ADMIN,
    ),
    guarded(
      'messages',
      async () => (await import('@/pages/dashboard/messages/messages-page')).MessagesPage,
      ADMIN,
    ),
    guarded(
      'webhooks',
      async () => (await import('@/pages/dashboard/webhooks/webhooks-page')).WebhooksPage,
      ADMIN,
    ),
    // Any signed-in role: each user manages their own tokens.
    guarded(
      'api-tokens',
      async () => (await import('@/pages/dashboard/api-tokens/api-tokens-page')).ApiTokensPage,
    ),
    // Any signed-in role: each user's own second factor and data.
    guarded('security', async () => (await import('@/pages/dashboard/security/security-page')).SecurityPage),
  ];
}

import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout';
import type { UserRole } from '@/lib/user';
import { HomePage } from '@/pages/public/home/home-page';
import { InPreparationPage } from '@/pages/public/in-preparation-page';
import { automationIds, packageIds } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { ro } from '@/lib/texts/ro';

const pt = ro.pageTitles;
const dt = en.titles;

/**
 * Every page but the home page is its own chunk, loaded when first visited: a visitor of the public
 * site never downloads the dashboard, and the first paint of / carries only the layout and the home
 * page. `load` resolves to the page's module; `pick` names the export.
 */
function page<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

const preparing = (path: string, title: string): RouteObject => ({
  path,
  element: <InPreparationPage title={title} />,
});

const ADMIN: readonly UserRole[] = ['admin'];
const STAFF: readonly UserRole[] = ['admin', 'installer'];

/** A dashboard screen, guarded on the client by role where the spec restricts it (the server enforces too). */
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

const inPreparation = (title: string) => async (): Promise<ComponentType> => {
  const { DashboardInPreparationPage } = await import('@/pages/dashboard/dashboard-in-preparation-page');
  return function Screen() {
    return <DashboardInPreparationPage title={title} />;
  };
};
const screen = (path: string, title: string, roles?: readonly UserRole[]) =>
  guarded(path, inPreparation(title), roles);

/**
 * The route table of public-site.md and signed-in-area.md section 2. Pages not built yet render an
 * honest "in preparation" section inside their layout; an unknown path redirects to /.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      page(
        'features',
        () => import('@/pages/public/features/features-page'),
        (m) => m.FeaturesPage,
      ),
      page(
        'home-assistant',
        () => import('@/pages/public/home-assistant/home-assistant-page'),
        (m) => m.HomeAssistantPage,
      ),
      page(
        'raspberry-pi',
        () => import('@/pages/public/raspberry-pi/raspberry-pi-page'),
        (m) => m.RaspberryPiPage,
      ),
      page(
        'hardware',
        () => import('@/pages/public/hardware/hardware-page'),
        (m) => m.HardwarePage,
      ),
      page(
        'hardware/calculator',
        () => import('@/pages/public/calculator/calculator-page'),
        (m) => m.CalculatorPage,
      ),
      page(
        'integrari',
        () => import('@/pages/public/integrations/integrations-page'),
        (m) => m.IntegrationsPage,
      ),
      page(
        'installation-process',
        () => import('@/pages/public/installation-process/installation-process-page'),
        (m) => m.InstallationProcessPage,
      ),
      page(
        'packages',
        () => import('@/pages/public/packages/packages-page'),
        (m) => m.PackagesPage,
      ),
      ...packageIds.map((id) =>
        page(
          `packages/${id}`,
          () => import('@/pages/public/packages/package-page'),
          (m) =>
            function Package() {
              return <m.PackagePage id={id} />;
            },
        ),
      ),
      page(
        'automations',
        () => import('@/pages/public/automations/automations-page'),
        (m) => m.AutomationsPage,
      ),
      ...automationIds.map((id) =>
        page(
          `automations/${id}`,
          () => import('@/pages/public/automations/automation-page'),
          (m) =>
            function Automation() {
              return <m.AutomationPage id={id} />;
            },
        ),
      ),
      page(
        'garage-automation',
        () => import('@/pages/public/garage-automation/garage-automation-page'),
        (m) => m.GarageAutomationPage,
      ),
      page(
        'dashboards',
        () => import('@/pages/public/dashboards/dashboards-page'),
        (m) => m.DashboardsPage,
      ),
      page(
        'promotion-details',
        () => import('@/pages/public/promotion-details/promotion-details-page'),
        (m) => m.PromotionDetailsPage,
      ),
      page(
        'faq',
        () => import('@/pages/public/faq/faq-page'),
        (m) => m.FaqPage,
      ),
      page(
        'contact',
        () => import('@/pages/public/contact/contact-page'),
        (m) => m.ContactPage,
      ),
      page(
        'about',
        () => import('@/pages/public/about/about-page'),
        (m) => m.AboutPage,
      ),
      preparing('news', pt.news),
      preparing('news/:id', pt.newsItem),
      preparing('news/:id/:slug', pt.newsItem),
      preparing('blog', pt.blog),
      preparing('blog/:id', pt.blogPost),
      preparing('blog/:id/:slug', pt.blogPost),
      preparing('testimonials', pt.testimonials),
      preparing('testimonials/add', pt.addTestimonial),
      page(
        'terms',
        () => import('@/pages/public/terms/terms-page'),
        (m) => m.TermsPage,
      ),
      page(
        'login',
        () => import('@/pages/public/login/login-page'),
        (m) => m.LoginPage,
      ),
      page(
        'register',
        () => import('@/pages/public/register/register-page'),
        (m) => m.RegisterPage,
      ),
      page(
        'oauth-callback',
        () => import('@/pages/public/oauth-callback/oauth-callback-page'),
        (m) => m.OAuthCallbackPage,
      ),
      // Not in the spec's route table: the password reset of the auth service (its e-mail links here).
      page(
        'forgot-password',
        () => import('@/pages/public/forgot-password/forgot-password-page'),
        (m) => m.ForgotPasswordPage,
      ),
      page(
        'reset-password',
        () => import('@/pages/public/reset-password/reset-password-page'),
        (m) => m.ResetPasswordPage,
      ),
    ],
  },
  {
    path: 'dashboard',
    lazy: async () => {
      const { DashboardLayout } = await import('@/app/layouts/dashboard-layout/dashboard-layout');
      return { Component: DashboardLayout };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('@/pages/dashboard/dashboard-home-page')).DashboardHomePage,
        }),
      },
      screen('installations', dt.installations),
      screen('installations/new', dt.newInstallation, ADMIN),
      screen('installations/:id', dt.installation),
      screen('installations/:id/edit', dt.editInstallation, ADMIN),
      screen('issues', dt.issues),
      screen('issues/new', dt.newIssue),
      screen('issues/:id', dt.issue),
      screen('issues/edit/:id', dt.editIssue),
      guarded('users', async () => (await import('@/pages/dashboard/users/users-page')).UsersPage, ADMIN),
      screen('blueprints', dt.blueprints, STAFF),
      screen('blueprints/new', dt.newBlueprint, STAFF),
      screen('blueprints/:id', dt.blueprint, STAFF),
      screen('blueprints/:id/edit', dt.editBlueprint, STAFF),
      screen('tokens', dt.tokens, ADMIN),
      screen('news', dt.news, ADMIN),
      screen('news/new', dt.createNews, ADMIN),
      screen('news/:id', dt.newsItem, ADMIN),
      screen('news/:id/edit', dt.editNews, ADMIN),
      screen('blog', dt.blog, ADMIN),
      screen('blog/new', dt.createBlog, ADMIN),
      screen('blog/:id', dt.blogPost, ADMIN),
      screen('blog/:id/edit', dt.editBlog, ADMIN),
      screen('testimonials', dt.testimonials, ADMIN),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

import { Navigate, type RouteObject } from 'react-router';
import { DashboardLayout } from '@/app/layouts/dashboard-layout/dashboard-layout';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout';
import { RequireRole } from '@/features/auth/components/require-auth';
import type { UserRole } from '@/lib/user';
import { DashboardHomePage } from '@/pages/dashboard/dashboard-home-page';
import { DashboardInPreparationPage } from '@/pages/dashboard/dashboard-in-preparation-page';
import { UsersPage } from '@/pages/dashboard/users/users-page';
import { LightsAutomationPage } from '@/pages/public/automations/lights-page';
import { HomePage } from '@/pages/public/home/home-page';
import { InPreparationPage } from '@/pages/public/in-preparation-page';
import { InstallationProcessPage } from '@/pages/public/installation-process/installation-process-page';
import { ForgotPasswordPage } from '@/pages/public/forgot-password/forgot-password-page';
import { LoginPage } from '@/pages/public/login/login-page';
import { OAuthCallbackPage } from '@/pages/public/oauth-callback/oauth-callback-page';
import { RegisterPage } from '@/pages/public/register/register-page';
import { ResetPasswordPage } from '@/pages/public/reset-password/reset-password-page';
import { PackagePage } from '@/pages/public/packages/package-page';
import { automationIds, packageIds } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { ro } from '@/lib/texts/ro';

const pt = ro.pageTitles;
const dt = en.titles;

const preparing = (path: string, title: string): RouteObject => ({
  path,
  element: <InPreparationPage title={title} />,
});

const ADMIN: readonly UserRole[] = ['admin'];
const STAFF: readonly UserRole[] = ['admin', 'installer'];

const screen = (path: string, title: string, roles?: readonly UserRole[]): RouteObject => {
  const page = <DashboardInPreparationPage title={title} />;
  return { path, element: roles ? <RequireRole roles={roles}>{page}</RequireRole> : page };
};

/**
 * The route table of public-site.md and signed-in-area.md section 2. Pages not built yet render an
 * honest "in preparation" section inside their layout; an unknown path redirects to /.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      preparing('features', pt.features),
      preparing('home-assistant', pt.homeAssistant),
      preparing('raspberry-pi', pt.raspberryPi),
      preparing('hardware', pt.hardware),
      preparing('hardware/calculator', pt.calculator),
      preparing('integrari', pt.integrations),
      { path: 'installation-process', element: <InstallationProcessPage /> },
      preparing('packages', pt.packages),
      ...packageIds.map((id) => ({ path: `packages/${id}`, element: <PackagePage id={id} /> })),
      preparing('automations', pt.automations),
      { path: 'automations/lights', element: <LightsAutomationPage /> },
      ...automationIds
        .filter((id) => id !== 'lights')
        .map((id) => preparing(`automations/${id}`, ro.automationTitles[id])),
      preparing('garage-automation', pt.garageAutomation),
      preparing('dashboards', pt.dashboards),
      preparing('promotion-details', pt.promotionDetails),
      preparing('faq', pt.faq),
      preparing('contact', pt.contact),
      preparing('about', pt.about),
      preparing('news', pt.news),
      preparing('news/:id', pt.newsItem),
      preparing('news/:id/:slug', pt.newsItem),
      preparing('blog', pt.blog),
      preparing('blog/:id', pt.blogPost),
      preparing('blog/:id/:slug', pt.blogPost),
      preparing('testimonials', pt.testimonials),
      preparing('testimonials/add', pt.addTestimonial),
      preparing('terms', pt.terms),
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'oauth-callback', element: <OAuthCallbackPage /> },
      // Not in the spec's route table: the password reset of the auth service (its e-mail links here).
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
    ],
  },
  {
    path: 'dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, element: <DashboardHomePage /> },
      screen('installations', dt.installations),
      screen('installations/new', dt.newInstallation, ADMIN),
      screen('installations/:id', dt.installation),
      screen('installations/:id/edit', dt.editInstallation, ADMIN),
      screen('issues', dt.issues),
      screen('issues/new', dt.newIssue),
      screen('issues/:id', dt.issue),
      screen('issues/edit/:id', dt.editIssue),
      {
        path: 'users',
        element: (
          <RequireRole roles={ADMIN}>
            <UsersPage />
          </RequireRole>
        ),
      },
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

import { DashboardInPreparationPage } from '@/pages/dashboard/dashboard-in-preparation-page';
import { en } from '@/lib/texts/en';

export function BlogAdminFormPage() {
  return <DashboardInPreparationPage title={en.titles.createBlog} />;
}

import { DashboardInPreparationPage } from '@/pages/dashboard/dashboard-in-preparation-page';
import { en } from '@/lib/texts/en';

export function NewsAdminDetailPage() {
  return <DashboardInPreparationPage title={en.titles.newsItem} />;
}

import { InPreparationPage } from '@/pages/public/in-preparation-page';
import { ro } from '@/lib/texts/ro';

export function NewsListPage() {
  return <InPreparationPage title={ro.pageTitles.news} />;
}

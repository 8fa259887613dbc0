import { InPreparationPage } from '@/pages/public/in-preparation-page';
import { ro } from '@/lib/texts/ro';

export function BlogListPage() {
  return <InPreparationPage title={ro.pageTitles.blog} />;
}

import { ro } from '@/lib/texts/ro';
import { InPreparationPage } from '@/pages/public/in-preparation-page';

/** Placeholder until this page of public-site.md section 2 is built. */
export function FeaturesPage() {
  return <InPreparationPage title={ro.pageTitles.features} />;
}

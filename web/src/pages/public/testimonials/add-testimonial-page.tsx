import { InPreparationPage } from '@/pages/public/in-preparation-page';
import { ro } from '@/lib/texts/ro';

export function AddTestimonialPage() {
  return <InPreparationPage title={ro.pageTitles.addTestimonial} />;
}

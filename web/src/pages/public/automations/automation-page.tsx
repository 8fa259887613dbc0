import type { AutomationId } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { LightsAutomationPage } from '@/pages/public/automations/lights-page';
import { InPreparationPage } from '@/pages/public/in-preparation-page';

/** /automations/{id}: one static page per automation (public-site.md section 2). */
export function AutomationPage({ id }: { id: AutomationId }) {
  if (id === 'lights') return <LightsAutomationPage />;
  return <InPreparationPage title={ro.automationTitles[id]} />;
}

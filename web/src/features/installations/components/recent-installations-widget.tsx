import { House } from 'lucide-react';
import { DashboardWidget, WIDGET_RECORDS } from '@/components/ui/dashboard-widget';
import { useInstallationsPage } from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { scheduleText } from '@/features/installations/utils/installation-rules';
import { paths } from '@/lib/paths';
import { InstallationStatusPill } from './installation-status-pill';

/**
 * The dashboard's widget: the 3 installations with the highest ids (the first page of 3),
 * descriptions cut at 100 characters.
 */
export function RecentInstallationsWidget() {
  const { installations, loading, failure } = useInstallationsPage(1, WIDGET_RECORDS);
  return (
    <DashboardWidget
      id="recent-installations-title"
      icon={<House aria-hidden="true" size={20} />}
      texts={{ ...t.widget, loading: t.loading, failure: t.errors.widget }}
      listPath={paths.dashboard.installations}
      loading={loading}
      failure={failure}
      records={installations}
      entryOf={(installation) => ({
        title: installation.name,
        status: <InstallationStatusPill status={installation.status} />,
        meta: `${installation.address} · ${scheduleText(installation)}`,
        text: installation.description,
      })}
    />
  );
}

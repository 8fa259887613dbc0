import { House } from 'lucide-react';
import { DashboardWidget } from '@/components/ui/dashboard-widget';
import { useInstallationsPage } from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import {
  RECENT_INSTALLATIONS,
  scheduleText,
  WIDGET_DESCRIPTION_MAX,
} from '@/features/installations/utils/installation-rules';
import { truncate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { InstallationStatusPill } from './installation-status-pill';

/**
 * The dashboard's widget: the 3 installations with the highest ids (the first page of 3),
 * descriptions cut at 100 characters.
 */
export function RecentInstallationsWidget() {
  const { installations, loading, failure } = useInstallationsPage(1, RECENT_INSTALLATIONS);
  return (
    <DashboardWidget
      id="recent-installations-title"
      icon={<House aria-hidden="true" size={20} />}
      title={t.widget.title}
      viewAll={{ to: paths.dashboard.installations, label: t.widget.viewAll }}
      loading={loading}
      loadingText={t.loading}
      failure={failure}
      failureText={t.errors.widget}
      emptyText={t.widget.empty}
      entries={installations?.map((installation) => ({
        key: installation.id,
        to: `${paths.dashboard.installations}/${installation.id}`,
        title: installation.name,
        status: <InstallationStatusPill status={installation.status} />,
        meta: `${installation.address} · ${scheduleText(installation)}`,
        text: installation.description && truncate(installation.description, WIDGET_DESCRIPTION_MAX),
      }))}
    />
  );
}

import { ArrowRight, House } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import widget from '@/components/ui/dashboard-widget.module.css';
import { Spinner } from '@/components/ui/spinner';
import { useInstallations } from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import {
  highestIds,
  RECENT_INSTALLATIONS,
  scheduleText,
  WIDGET_DESCRIPTION_MAX,
} from '@/features/installations/utils/installation-rules';
import { truncate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { InstallationStatusPill } from './installation-status-pill';

/** The dashboard's widget: the 3 installations with the highest ids, descriptions cut at 100 characters. */
export function RecentInstallationsWidget() {
  const { installations, loading, failure } = useInstallations();
  useEffect(() => {
    if (failure) console.warn(failure);
  }, [failure]);
  const recent = installations ? highestIds(installations, RECENT_INSTALLATIONS) : undefined;
  return (
    <section className={widget.widget} aria-labelledby="recent-installations-title">
      <header className={widget.header}>
        <h2 id="recent-installations-title" className={widget.title}>
          <House aria-hidden="true" size={20} />
          {t.widget.title}
        </h2>
        <Link to={paths.dashboard.installations} className={widget.more}>
          {t.widget.viewAll}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </header>
      {loading ? (
        <p className={widget.state} role="status">
          <Spinner />
          {t.loading}
        </p>
      ) : null}
      {failure ? <Alert tone="error">{t.errors.widget}</Alert> : null}
      {recent && recent.length === 0 ? <p className={widget.state}>{t.widget.empty}</p> : null}
      {recent && recent.length > 0 ? (
        <ul className={widget.list}>
          {recent.map((installation) => (
            <li key={installation.id} className={widget.item}>
              <div className={widget.itemHead}>
                <Link to={`${paths.dashboard.installations}/${installation.id}`} className={widget.itemTitle}>
                  {installation.name}
                </Link>
                <InstallationStatusPill status={installation.status} />
              </div>
              <p className={widget.meta}>
                {installation.address} · {scheduleText(installation)}
              </p>
              {installation.description ? (
                <p className={widget.text}>{truncate(installation.description, WIDGET_DESCRIPTION_MAX)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

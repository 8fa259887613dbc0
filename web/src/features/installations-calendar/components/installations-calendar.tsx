import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SecretField } from '@/components/ui/secret-field';
import { ShownOnce } from '@/components/ui/shown-once';
import { useResetCalendarLink } from '@/features/installations-calendar/api/calendar-link-api';
import { installationsCalendarTexts } from '@/features/installations-calendar/installations-calendar-texts';
import { serverMessageOr } from '@/lib/failure-text';
import styles from './installations-calendar.module.css';

const t = installationsCalendarTexts;

/**
 * The installations calendar for the caller's calendar app: a new secret link on request, shown
 * this once (ShownOnce) with Copy. The server keeps one link per account, so asking again makes
 * the previous link stop working; the panel says so before and with the link.
 */
export function InstallationsCalendar() {
  const resetLink = useResetCalendarLink();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const subscribe = async () => {
    setBusy(true);
    setError(null);
    try {
      setLink(await resetLink());
    } catch (caught) {
      console.error(caught);
      setError(serverMessageOr(caught, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="installations-calendar-title">
      <h2 id="installations-calendar-title" className={styles.title}>
        <CalendarDays aria-hidden="true" size={20} />
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {link ? (
        <ShownOnce id="calendar-link" title={t.link.title} warning={t.link.warning} focusKey={link}>
          <SecretField
            id="calendar-link-value"
            label={t.link.label}
            secret={link}
            hint={t.link.usage}
            texts={t.link}
          />
          <div className={styles.linkActions}>
            <Button variant="primary" onClick={() => setLink(null)}>
              {t.link.done}
            </Button>
          </div>
        </ShownOnce>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void subscribe()} disabled={busy}>
            {busy ? t.subscribing : t.subscribe}
          </Button>
          <p className={styles.note}>{t.resetWarning}</p>
        </div>
      )}
    </section>
  );
}

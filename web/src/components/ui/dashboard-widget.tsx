import { ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import widget from './dashboard-widget.module.css';

/** One line of a widget: a linked title with its status, a line of facts, and an optional text. */
export interface WidgetEntry {
  key: string;
  to: string;
  title: string;
  status: ReactNode;
  meta: ReactNode;
  text?: string | null;
}

interface DashboardWidgetProps {
  /** The heading's id, which names the section. */
  id: string;
  icon: ReactNode;
  title: string;
  viewAll: { to: string; label: string };
  loading: boolean;
  loadingText: string;
  /** The failed read, if it failed: logged for whoever reads the console, `failureText` on screen. */
  failure: unknown;
  failureText: string;
  emptyText: string;
  /** The entries once read. */
  entries: WidgetEntry[] | undefined;
}

/** A box of the dashboard's home page: a few records of one kind and a link to all of them. */
export function DashboardWidget(props: DashboardWidgetProps) {
  const { id, icon, title, viewAll, loading, loadingText, failure, failureText, emptyText, entries } = props;
  useEffect(() => {
    if (failure) console.warn(failure);
  }, [failure]);
  return (
    <section className={widget.widget} aria-labelledby={id}>
      <header className={widget.header}>
        <h2 id={id} className={widget.title}>
          {icon}
          {title}
        </h2>
        <Link to={viewAll.to} className={widget.more}>
          {viewAll.label}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </header>
      {loading ? (
        <p className={widget.state} role="status">
          <Spinner />
          {loadingText}
        </p>
      ) : null}
      {failure ? <Alert tone="error">{failureText}</Alert> : null}
      {entries && entries.length === 0 ? <p className={widget.state}>{emptyText}</p> : null}
      {entries && entries.length > 0 ? (
        <ul className={widget.list}>
          {entries.map((entry) => (
            <li key={entry.key} className={widget.item}>
              <div className={widget.itemHead}>
                <Link to={entry.to} className={widget.itemTitle}>
                  {entry.title}
                </Link>
                {entry.status}
              </div>
              <p className={widget.meta}>{entry.meta}</p>
              {entry.text ? <p className={widget.text}>{entry.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

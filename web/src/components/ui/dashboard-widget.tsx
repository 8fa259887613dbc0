import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { truncate } from '@/lib/format-en';
import { useFailureLog } from '@/lib/use-failure-log';
import widget from './dashboard-widget.module.css';

/** How many records a widget shows: the first page of that many, as the list orders them. */
export const WIDGET_RECORDS = 3;
/** A record's text is cut after 100 characters. */
const WIDGET_TEXT_MAX = 100;

/** One line of a widget: a linked title with its status, a line of facts, and an optional text. */
export interface WidgetEntry {
  title: string;
  status: ReactNode;
  meta: ReactNode;
  /** Cut at 100 characters; none when blank. */
  text?: string | null;
}

export interface WidgetTexts {
  title: string;
  /** The link to the whole list. */
  viewAll: string;
  loading: string;
  /** On screen when the read failed (its own text goes to the console). */
  failure: string;
  empty: string;
}

interface DashboardWidgetProps<R extends { id: string }> {
  /** The heading's id, which names the section. */
  id: string;
  icon: ReactNode;
  texts: WidgetTexts;
  /** The whole list's address; each record's page is below it (`<listPath>/<id>`). */
  listPath: string;
  loading: boolean;
  /** The failed read, if it failed. */
  failure: unknown;
  /** The records once read. */
  records: readonly R[] | undefined;
  entryOf: (record: R) => WidgetEntry;
}

/** A box of the dashboard's home page: a few records of one kind and a link to all of them. */
export function DashboardWidget<R extends { id: string }>(props: DashboardWidgetProps<R>) {
  const { id, icon, texts, listPath, loading, failure, records, entryOf } = props;
  useFailureLog(failure);
  return (
    <section className={widget.widget} aria-labelledby={id}>
      <header className={widget.header}>
        <h2 id={id} className={widget.title}>
          {icon}
          {texts.title}
        </h2>
        <Link to={listPath} className={widget.more}>
          {texts.viewAll}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </header>
      {loading ? (
        <p className={widget.state} role="status">
          <Spinner />
          {texts.loading}
        </p>
      ) : null}
      {failure ? <Alert tone="error">{texts.failure}</Alert> : null}
      {records && records.length === 0 ? <p className={widget.state}>{texts.empty}</p> : null}
      {records && records.length > 0 ? (
        <ul className={widget.list}>
          {records.map((record) => {
            const entry = entryOf(record);
            return (
              <li key={record.id} className={widget.item}>
                <div className={widget.itemHead}>
                  <Link to={`${listPath}/${record.id}`} className={widget.itemTitle}>
                    {entry.title}
                  </Link>
                  {entry.status}
                </div>
                <p className={widget.meta}>{entry.meta}</p>
                {entry.text ? <p className={widget.text}>{truncate(entry.text, WIDGET_TEXT_MAX)}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

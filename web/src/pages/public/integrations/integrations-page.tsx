import { Calculator, Search, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import {
  integrationCategories,
  integrationsContent as t,
  type Connection,
  type IntegrationCategory,
} from './integrations-content';
import { filterIntegrations } from './integrations-filter';
import styles from './integrations-page.module.css';

/** /integrari: the integrations grouped by category, with a text search and a category filter. */
export function IntegrationsPage() {
  const title = ro.pageTitles.integrations;
  usePageMeta(title, t.metaDescription);
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  // Typing stays responsive while the list re-renders behind it.
  const deferredQuery = useDeferredValue(query);
  const shown = filterIntegrations(integrationCategories, deferredQuery, categoryId);
  const count = shown.reduce((sum, category) => sum + category.items.length, 0);
  const searchId = useId();

  const clear = () => {
    setQuery('');
    setCategoryId(null);
  };

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead} />
      <Container>
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              {t.searchLabel}
            </label>
            <div className={styles.searchBox}>
              <Search aria-hidden="true" size={18} />
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
          <div className={styles.chips} role="group" aria-label={t.categoriesLabel}>
            <Chip pressed={categoryId === null} onClick={() => setCategoryId(null)}>
              {t.all}
            </Chip>
            {integrationCategories.map((category) => (
              <Chip
                key={category.id}
                pressed={categoryId === category.id}
                onClick={() => setCategoryId(categoryId === category.id ? null : category.id)}
              >
                {category.name}
              </Chip>
            ))}
          </div>
          <div className={styles.meta}>
            <p className={styles.count} role="status">
              {t.results(count)}
            </p>
            <Legend />
          </div>
        </div>

        {shown.length === 0 ? (
          <div className={styles.empty}>
            <SearchX aria-hidden="true" size={32} />
            <h2>{t.emptyTitle}</h2>
            <p>{t.emptyText}</p>
            <Button variant="secondary" onClick={clear}>
              {t.clearFilters}
            </Button>
          </div>
        ) : (
          shown.map((category) => <CategorySection key={category.id} category={category} />)
        )}

        <ContactCtaBand
          id="integrations-cta"
          texts={t}
          next={{ to: paths.calculator, label: t.ctaCalculator, icon: Calculator }}
        />
      </Container>
    </>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

function ConnectionBadge({ connection }: { connection: Connection }) {
  return <span className={`${styles.badge} ${styles[connection]}`}>{t.connectionLabels[connection]}</span>;
}

function Legend() {
  return (
    <dl className={styles.legend}>
      {(['local', 'cloud'] as const).map((connection) => (
        <div key={connection}>
          <dt>
            <ConnectionBadge connection={connection} />
          </dt>
          <dd>{t.legend[connection]}</dd>
        </div>
      ))}
    </dl>
  );
}

function CategorySection({ category }: { category: IntegrationCategory }) {
  const Icon = category.icon;
  const headingId = `category-${category.id}`;
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <div className={styles.categoryHead}>
        <span className={styles.categoryIcon} aria-hidden="true">
          <Icon size={22} />
        </span>
        <div>
          <h2 id={headingId}>{category.name}</h2>
          <p>{category.summary}</p>
        </div>
      </div>
      <ul className={styles.grid}>
        {category.items.map((item) => (
          <li key={item.name} className={styles.card}>
            <div className={styles.cardHead}>
              <h3>{item.name}</h3>
              <ConnectionBadge connection={item.connection} />
            </div>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

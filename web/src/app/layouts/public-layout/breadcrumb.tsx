import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { ro } from '@/lib/texts/ro';
import styles from './breadcrumb.module.css';

/**
 * Home plus each path segment capitalised (an article: its list and its slug as words), on every
 * public page except the home page.
 */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbTrail(pathname, ro.breadcrumb.home);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={ro.a11y.breadcrumb} className={styles.breadcrumb}>
      <Container>
        <ol className={styles.list}>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.to} className={styles.item}>
                {index > 0 ? (
                  <ChevronRight aria-hidden="true" size={14} className={styles.separator} />
                ) : null}
                {last ? (
                  <span aria-current="page" className={styles.current}>
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className={styles.link}>
                    {crumb.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}

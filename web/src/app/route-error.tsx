import { AlertTriangle, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ListState } from '@/components/ui/list-states';
import { isStaleBuildError, reloadForNewBuild } from '@/lib/stale-build';
import styles from './route-error.module.css';

/** The public site speaks Romanian, the signed-in area English. */
export type RouteErrorLanguage = 'ro' | 'en';

export const routeErrorTexts = {
  ro: {
    title: 'Pagina nu a putut fi afișată',
    message: 'A apărut o eroare neașteptată. Reîncarcă pagina; dacă problema persistă, revino mai târziu.',
    newBuild: 'A apărut o versiune nouă a site-ului. Pagina se reîncarcă…',
    reload: 'Reîncarcă pagina',
    home: 'Mergi la prima pagină',
    homeHref: '/',
  },
  en: {
    title: 'This page could not be shown',
    message: 'Something went wrong. Reload the page; if it keeps happening, try again later.',
    newBuild: 'A new version of the app is out. Reloading the page…',
    reload: 'Reload the page',
    home: 'Back to the dashboard',
    homeHref: '/dashboard',
  },
} as const;

/**
 * What a route shows when its screen failed: its code could not be loaded or it threw while
 * rendering. In place of React Router's bare error screen, a message in the area's language with a
 * way on, under the area's own header where the layout still stands. A screen of an older build
 * (the site was deployed since the page was opened) reloads the page once, which brings the new one.
 */
export function RouteError({ language }: { language: RouteErrorLanguage }) {
  const error = useRouteError();
  const texts = routeErrorTexts[language];
  const staleBuild = isStaleBuildError(error);
  // The error this screen settled on showing (not reloading for it): each new error is judged afresh,
  // as the screen stays mounted while the visitor moves between failing screens of one area.
  const [shown, setShown] = useState<unknown>(undefined);
  const reloading = staleBuild && shown !== error;

  useEffect(() => {
    if (staleBuild && reloadForNewBuild()) return;
    setShown(error);
    console.error(error);
  }, [error, staleBuild]);

  if (reloading) {
    return (
      <Container narrow className={styles.area} role="status">
        <ListState>{texts.newBuild}</ListState>
      </Container>
    );
  }
  return (
    <Container narrow className={styles.area} role="alert">
      <ListState>
        <AlertTriangle className={styles.icon} aria-hidden="true" size={32} />
        <h1 className={styles.title}>{texts.title}</h1>
        <p>{texts.message}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" size={18} />
            {texts.reload}
          </Button>
          {/* A full page load: the failed screen's code may be what the in-app navigation lacks. */}
          <ButtonLink variant="secondary" to={texts.homeHref} reloadDocument>
            {texts.home}
          </ButtonLink>
        </div>
      </ListState>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Island } from '@/rendering/island';
import { ro } from '@/lib/texts/ro';
import { useDocumentLanguage } from '@/lib/use-document-language';
import { ArrivalBand } from './arrival-band';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import styles from './public-layout.module.css';

interface PublicLayoutProps {
  /** The floating chat launcher and panel sit here, above every public page (see public-chat.tsx). */
  chat?: ReactNode;
}

export function PublicLayout({ chat = null }: PublicLayoutProps) {
  useDocumentLanguage('ro');
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <a href="#main-content" className={styles.skipLink}>
        {ro.a11y.skipToContent}
      </a>
      <Header />
      <Breadcrumb />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <ArrivalBand />
        <Outlet />
      </main>
      <Footer />
      {chat ? (
        <Island name="chat" on="session">
          {chat}
        </Island>
      ) : null}
    </div>
  );
}

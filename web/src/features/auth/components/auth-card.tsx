import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SITE_TITLE, usePageMeta } from '@/lib/use-document-title';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  /** A status picture above the title (success, error, e-mail sent). */
  icon?: ReactNode;
  tone?: 'default' | 'success' | 'error';
  /** Room for two fields side by side (the register form). */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The centred card every account screen sits in; its title is the page's h1 and document title, and
 * its lead (when it is plain text) the page's meta description, so no account screen repeats the
 * home page's description.
 */
export function AuthCard({ title, lead, icon, tone = 'default', wide = false, children }: AuthCardProps) {
  usePageMeta(title, typeof lead === 'string' ? lead : `${title} – ${SITE_TITLE}`);
  return (
    <div className={styles.backdrop}>
      <Container>
        <section
          className={`${styles.card} ${wide ? styles.wide : ''}`}
          aria-labelledby="auth-title"
          data-tone={tone}
        >
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <div className={styles.heading}>
            <h1 id="auth-title">{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {children}
        </section>
      </Container>
    </div>
  );
}

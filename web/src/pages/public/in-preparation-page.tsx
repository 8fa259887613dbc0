import { Construction, Mail } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './in-preparation-page.module.css';

/** An honest placeholder for a route whose page is not built yet. */
export function InPreparationPage({ title }: { title: string }) {
  const t = ro.inPreparation;
  return (
    <>
      <PageHero eyebrow={t.badge} title={title} />
      <Container>
        <section className={styles.card} aria-label={t.badge}>
          <span className={styles.icon} aria-hidden="true">
            <Construction size={28} />
          </span>
          <div className={styles.text}>
            <p>{t.body}</p>
            <p className={styles.muted}>{t.meanwhile}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={paths.contact} variant="primary">
              <Mail aria-hidden="true" size={18} />
              {t.toContact}
            </ButtonLink>
            <ButtonLink to={paths.home} variant="secondary">
              {t.toHome}
            </ButtonLink>
          </div>
        </section>
      </Container>
    </>
  );
}

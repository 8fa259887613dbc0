import { Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import styles from './cta-band.module.css';

interface CtaBandProps {
  /** Unique on the page: the band is a section labelled by its title. */
  id: string;
  title: string;
  text: string;
  /** The band's buttons (ButtonLink with variant accent or ghostOnDark read well on its dark ground). */
  children: ReactNode;
  /**
   * The band follows a section on the plain page background, whose bottom padding already makes the
   * gap: no top margin of its own then (a tinted section ends with a border and keeps the margin).
   */
  afterPlainSection?: boolean;
}

/** The dark call-to-action band that closes an explanatory page: one question, one or two buttons. */
export function CtaBand({ id, title, text, children, afterPlainSection = false }: CtaBandProps) {
  return (
    <section
      className={afterPlainSection ? `${styles.band} ${styles.flushTop}` : styles.band}
      aria-labelledby={id}
    >
      <div>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
      </div>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}

interface ContactCtaBandProps extends Omit<CtaBandProps, 'children' | 'title' | 'text'> {
  /** The band's texts, under the names every page's content module gives them. */
  texts: { ctaTitle: string; ctaText: string; ctaContact: string };
  /** The second, quieter way onwards from the page. */
  next: { to: string; label: string; icon?: LucideIcon };
}

/** The closing band most pages share: the contact button first, then one link onwards. */
export function ContactCtaBand({ texts, next, ...band }: ContactCtaBandProps) {
  const NextIcon = next.icon;
  return (
    <CtaBand title={texts.ctaTitle} text={texts.ctaText} {...band}>
      <ButtonLink to={paths.contact} variant="accent">
        <Mail aria-hidden="true" size={18} />
        {texts.ctaContact}
      </ButtonLink>
      <ButtonLink to={next.to} variant="ghostOnDark">
        {NextIcon ? <NextIcon aria-hidden="true" size={18} /> : null}
        {next.label}
      </ButtonLink>
    </CtaBand>
  );
}

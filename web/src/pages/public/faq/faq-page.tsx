import { faq } from '@smarthome/catalog';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { faqMoreLabel, faqPageContent as c, faqRelatedLinks } from './faq-content';
import styles from './faq-page.module.css';

/** /faq: the accordion of 8 questions; each opens and closes on its own. */
export function FaqPage() {
  usePageMeta(c.title, c.metaDescription);
  const items = faq.map((entry) => ({
    id: entry.id,
    title: entry.question,
    content: (
      <>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={styles.more}>
          <span>{faqMoreLabel}</span>
          {faqRelatedLinks[entry.id].map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </p>
      </>
    ),
  }));
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <Container>
        <div className={styles.list}>
          <Accordion items={items} />
        </div>
        <ContactCtaBand id="faq-cta" texts={c} next={{ to: paths.packages, label: c.ctaPackages }} />
      </Container>
    </>
  );
}

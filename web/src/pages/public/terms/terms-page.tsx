import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { termsContactCta, termsPageContent as c, termsSections } from './terms-content';
import styles from './terms-page.module.css';

/** /terms: terms of the service and privacy policy in Romanian. */
export function TermsPage() {
  usePageMeta(c.title, c.metaDescription);
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
        <p className={styles.updated}>{c.updated}</p>
      </PageHero>
      <Container>
        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="terms-toc">
            <h2 id="terms-toc" className={styles.tocTitle}>
              {c.tocTitle}
            </h2>
            <ol>
              {termsSections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className={styles.text}>
            {termsSections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.blocks.map((block, index) =>
                  typeof block === 'string' ? (
                    <p key={index}>{block}</p>
                  ) : (
                    <ul key={index}>
                      {block.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
            <ButtonLink to={paths.contact} variant="primary" className={styles.cta}>
              {termsContactCta}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </article>
        </div>
      </Container>
    </>
  );
}

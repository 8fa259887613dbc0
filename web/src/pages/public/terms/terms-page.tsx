import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import {
  termsContactCta,
  termsPageContent as c,
  termsSections,
  type TermsBlock,
  type TermsPart,
} from './terms-content';
import styles from './terms-page.module.css';

/** A title as the table of contents shows it: without its number. */
const unnumbered = (title: string) => title.replace(/^[\d.]+\s*/, '');

function Blocks({ blocks }: { blocks: readonly TermsBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index}>
        {block.list.map((item) =>
          typeof item === 'string' ? (
            <li key={item}>{item}</li>
          ) : (
            <li key={item.term}>
              <strong>{item.term}</strong> {item.text}
            </li>
          ),
        )}
      </ul>
    ),
  );
}

function Part({ part }: { part: TermsPart }) {
  return (
    <section id={part.id} aria-labelledby={`${part.id}-title`} className={styles.part}>
      <h3 id={`${part.id}-title`}>{part.title}</h3>
      <Blocks blocks={part.blocks} />
    </section>
  );
}

/** /terms: terms of the service and the privacy notice in Romanian. */
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
                  <a href={`#${section.id}`}>{unnumbered(section.title)}</a>
                  {section.parts ? (
                    <ol className={styles.tocParts}>
                      {section.parts.map((part) => (
                        <li key={part.id}>
                          <a href={`#${part.id}`}>{unnumbered(part.title)}</a>
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
          <article className={styles.text}>
            {termsSections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                <Blocks blocks={section.blocks} />
                {section.parts?.map((part) => (
                  <Part key={part.id} part={part} />
                ))}
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

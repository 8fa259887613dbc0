import { CircleCheck, CloudOff, Code2, HandCoins, MapPin, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { PageHero } from '@/components/ui/page-hero';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { aboutPageContent as c } from './about-content';
import styles from './about-page.module.css';

const principleIcons: Record<(typeof c.principles)[number]['id'], LucideIcon> = {
  local: CloudOff,
  'open-source': Code2,
  honest: HandCoins,
  nearby: MapPin,
};

/** /about: the solo IT engineer in Iași behind the site, and how he works. */
export function AboutPage() {
  usePageMeta(c.title, c.metaDescription);
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />

      <Container>
        <div className={styles.story}>
          <section aria-labelledby="about-story" className={styles.storyText}>
            <h2 id="about-story">{c.storyTitle}</h2>
            {c.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <aside aria-labelledby="about-facts" className={styles.facts}>
            <h2 id="about-facts">{c.factsTitle}</h2>
            <ul>
              {c.facts.map((fact) => (
                <li key={fact}>
                  <CircleCheck aria-hidden="true" size={18} />
                  <span>{fact}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Container>

      <PageSection id="about-principles" title={c.principlesTitle} lead={c.principlesLead} muted>
        <CardGrid min={220}>
          {c.principles.map((principle) => (
            <IconCard key={principle.id} icon={principleIcons[principle.id]} title={principle.title}>
              <p>{principle.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <Container>
        <section aria-labelledby="about-promise" className={styles.promise}>
          <h2 id="about-promise">{c.promiseTitle}</h2>
          <ol>
            {c.promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ol>
        </section>

        <ContactCtaBand
          id="about-cta"
          texts={c}
          next={{ to: paths.installationProcess, label: c.ctaProcess }}
        />
      </Container>
    </>
  );
}

import { Calculator, Package, Workflow } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { featuresContent as t } from './features-content';
import styles from './features-page.module.css';

const nextIcons = { automations: Workflow, packages: Package, calculator: Calculator } as const;

/** /features: what a local smart home does, each feature linked to the page that shows it in depth. */
export function FeaturesPage() {
  const title = ro.pageTitles.features;
  usePageMeta(title, t.metaDescription);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead}>
        <CheckList items={t.localPoints} layout="inline" />
      </PageHero>

      <PageSection id="features-title" title={t.featuresTitle} lead={t.featuresLead}>
        <CardGrid>
          {t.features.map((feature) => (
            <IconCard key={feature.title} icon={feature.icon} title={feature.title} link={feature.link}>
              <p>{feature.text}</p>
              <p className={styles.example}>
                <strong>{t.exampleLabel}:</strong> {feature.example}
              </p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="next-title" title={t.nextTitle} lead={t.nextLead} muted>
        <CardGrid>
          {t.next.map((item) => (
            <IconCard
              key={item.key}
              icon={nextIcons[item.key]}
              tone="accent"
              title={item.title}
              link={{ to: item.to, label: item.cta }}
            >
              <p>{item.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <Container>
        <ContactCtaBand
          id="features-cta"
          texts={t}
          next={{ to: paths.homeAssistant, label: t.ctaPlatform }}
        />
      </Container>
    </>
  );
}

import { ArrowRight } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { PageHero } from '@/components/ui/page-hero';
import { automationIds, automationPath, paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { automations, automationsOverview as t } from './automation-content';
import { LogicFlow } from './logic-flow';
import styles from './automations-page.module.css';

/** /automations: six cards, one per automation page, and how an automation is built. */
export function AutomationsPage() {
  const title = ro.pageTitles.automations;
  usePageMeta(title, t.metaDescription);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead} />

      <PageSection id="automations-list-title" title={t.listTitle}>
        <CardGrid min={340}>
          {automationIds.map((id) => {
            const automation = automations[id];
            return (
              <IconCard
                key={id}
                icon={automation.icon}
                title={ro.automationTitles[id]}
                to={automationPath(id)}
                footer={
                  <span className={styles.more} aria-hidden="true">
                    {t.more}
                    <ArrowRight size={16} />
                  </span>
                }
              >
                <p>{automation.summary}</p>
              </IconCard>
            );
          })}
        </CardGrid>
      </PageSection>

      <PageSection id="how-title" title={t.howTitle} lead={t.howLead} muted>
        <LogicFlow logic={automations.lights.logic} />
      </PageSection>

      <Container>
        <ContactCtaBand
          id="automations-cta"
          texts={t}
          next={{ to: paths.garageAutomation, label: t.ctaGarage }}
        />
      </Container>
    </>
  );
}

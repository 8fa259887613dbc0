import { ArrowRight, Calculator, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageSection } from '@/components/ui/page-section';
import { PageHero } from '@/components/ui/page-hero';
import { TableCard } from '@/components/ui/table-card';
import { automationPath, paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { calculatorLink } from '@/pages/public/automations/calculator-link';
import { garageContent as t } from './garage-automation-content';
import styles from './garage-automation-page.module.css';

const calculatorWithModule = calculatorLink([['garage-wifi-module', 1]]);

/** /garage-automation: the garage-gate automation with its numbers from @smarthome/catalog. */
export function GarageAutomationPage() {
  const title = ro.pageTitles.garageAutomation;
  usePageMeta(title, t.metaDescription);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead} />
      <Container>
        <dl className={styles.facts}>
          {t.keyFacts.map(({ icon: Icon, value, label }) => (
            <div key={label} className={styles.fact}>
              <Icon aria-hidden="true" size={22} />
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Container>

      <PageSection id="scenario-title" title={t.scenarioTitle} lead={t.scenarioLead}>
        <ol className={styles.timeline}>
          {t.scenario.map(({ icon: Icon, title: stepTitle, text }, index) => (
            <li key={stepTitle} className={styles.step}>
              <span className={styles.marker} aria-hidden="true">
                <Icon size={22} />
              </span>
              <div className={styles.stepBody}>
                <p className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </p>
                <h3>{stepTitle}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="module-title" title={t.moduleTitle} lead={t.moduleLead} muted>
        <div className={styles.moduleGrid}>
          <TableCard caption={t.specsCaption} className={styles.specs}>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">{t.specsHeaders.property}</th>
                <th scope="col">{t.specsHeaders.value}</th>
              </tr>
            </thead>
            <tbody>
              {t.specs.map((spec) => (
                <tr key={spec.property}>
                  <th scope="row">{spec.property}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </TableCard>
          <div className={styles.panel}>
            <h3>{t.beforeTitle}</h3>
            <CheckList items={t.before} />
          </div>
        </div>
      </PageSection>

      <PageSection id="safety-title" title={t.safetyTitle}>
        <div className={styles.safety}>
          <ShieldCheck aria-hidden="true" size={40} />
          <CheckList items={t.safety} />
        </div>
        <div className={styles.actions}>
          <ButtonLink to={automationPath('garage-door')} variant="secondary">
            {t.logicLink}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
          <ButtonLink to={calculatorWithModule} variant="primary">
            <Calculator aria-hidden="true" size={18} />
            {t.calculatorCta}
          </ButtonLink>
        </div>
      </PageSection>

      <Container>
        <ContactCtaBand
          id="garage-cta"
          texts={t}
          next={{ to: paths.automations, label: t.ctaAutomations }}
          afterPlainSection
        />
      </Container>
    </>
  );
}

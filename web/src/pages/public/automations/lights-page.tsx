import { ArrowLeft, Calculator, Cpu, GitBranch, Lightbulb } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './lights-page.module.css';

const t = ro.automationLights;

/** /automations/lights: a static page with description, components needed and logic (public-site.md section 2). */
export function LightsAutomationPage() {
  return (
    <>
      <PageHero eyebrow={ro.nav.automations} title={t.title} lead={t.lead} />
      <Container>
        <div className={styles.grid}>
          <section aria-labelledby="description-title" className={styles.card}>
            <h2 id="description-title">
              <Lightbulb aria-hidden="true" size={22} />
              {t.descriptionTitle}
            </h2>
            {t.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="components-title" className={styles.card}>
            <h2 id="components-title">
              <Cpu aria-hidden="true" size={22} />
              {t.componentsTitle}
            </h2>
            <ul className={styles.components}>
              {t.components.map((component) => (
                <li key={component.name}>
                  <span>{component.name}</span>
                  <span className={styles.price}>{component.note}</span>
                </li>
              ))}
            </ul>
            <p className={styles.note}>{t.componentsNote}</p>
          </section>

          <section aria-labelledby="logic-title" className={`${styles.card} ${styles.wide}`}>
            <h2 id="logic-title">
              <GitBranch aria-hidden="true" size={22} />
              {t.logicTitle}
            </h2>
            <ol className={styles.logic}>
              {t.logic.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={paths.automations} variant="secondary">
            <ArrowLeft aria-hidden="true" size={18} />
            {t.backToAutomations}
          </ButtonLink>
          <ButtonLink to={paths.calculator} variant="primary">
            <Calculator aria-hidden="true" size={18} />
            {t.calculatorCta}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}

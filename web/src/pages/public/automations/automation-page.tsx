import { ArrowLeft, ArrowRight, Calculator, Code, Cpu, GitBranch, Info } from 'lucide-react';
import { Link } from 'react-router';
import { hardwareItem } from '@smarthome/catalog';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { formatLei } from '@/lib/format-ro';
import { paths, type AutomationId } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { automations, automationTexts as t } from './automation-content';
import { calculatorLink } from './calculator-link';
import { LogicFlow } from './logic-flow';
import styles from './automation-page.module.css';

/** Every automation runs on the same central unit; each page lists it once, apart from its own parts. */
const centralUnit = [hardwareItem('raspberry-pi'), hardwareItem('memory-card')];

/**
 * /automations/{id}: one static page per automation, with description, components needed and logic,
 * rendered from automation-content.ts.
 */
export function AutomationPage({ id }: { id: AutomationId }) {
  const content = automations[id];
  const title = ro.automationTitles[id];
  usePageMeta(title, content.metaDescription);
  return (
    <>
      <PageHero eyebrow={ro.nav.automations} title={title} lead={content.lead} />
      <Container>
        <div className={styles.grid}>
          <section aria-labelledby="description-title" className={styles.card}>
            <h2 id="description-title">
              <content.icon aria-hidden="true" size={22} />
              {t.descriptionTitle}
            </h2>
            {content.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {content.related ? (
              <p className={styles.related}>
                <Info aria-hidden="true" size={18} />
                <Link to={content.related.to}>{content.related.label}</Link>
              </p>
            ) : null}
          </section>

          <section aria-labelledby="components-title" className={styles.card}>
            <h2 id="components-title">
              <Cpu aria-hidden="true" size={22} />
              {t.componentsTitle}
            </h2>
            <h3 className={styles.group}>{t.specificComponents}</h3>
            <ul className={styles.components}>
              {content.components.map(({ item: id, quantity, role }) => {
                const item = hardwareItem(id);
                return (
                  <li key={id}>
                    <span>
                      {item.name}
                      <span className={styles.role}>{role}</span>
                    </span>
                    <span className={styles.price}>
                      {quantity > 1 ? `${quantity} × ${formatLei(item.priceRon)}` : formatLei(item.priceRon)}
                    </span>
                  </li>
                );
              })}
            </ul>
            {content.extras.length > 0 ? (
              <>
                <h3 className={styles.group}>{t.extrasTitle}</h3>
                <ul className={styles.components}>
                  {content.extras.map((extra) => (
                    <li key={extra.name}>
                      <span>
                        {extra.name}
                        <span className={styles.role}>{extra.role}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h3 className={styles.group}>{t.centralUnit}</h3>
            <ul className={styles.components}>
              {centralUnit.map((item) => (
                <li key={item.id}>
                  <span>{item.name}</span>
                  <span className={styles.price}>{formatLei(item.priceRon)}</span>
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
            <p>{t.logicLead}</p>
            <LogicFlow logic={content.logic} />
            <details className={styles.yaml}>
              <summary>
                <Code aria-hidden="true" size={18} />
                {t.yamlSummary}
              </summary>
              {/* Focusable: a long line scrolls sideways and must be reachable by keyboard. */}
              <pre tabIndex={0} role="region" aria-label={t.yamlLabel}>
                <code>{content.yaml}</code>
              </pre>
            </details>
          </section>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={paths.automations} variant="secondary">
            <ArrowLeft aria-hidden="true" size={18} />
            {t.backToAutomations}
          </ButtonLink>
          <ButtonLink
            to={calculatorLink(content.components.map((part) => [part.item, part.quantity] as const))}
            variant="primary"
          >
            <Calculator aria-hidden="true" size={18} />
            {t.calculatorCta}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}

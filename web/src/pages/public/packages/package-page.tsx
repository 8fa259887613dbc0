import { ArrowRight, Calculator, Check, Cpu, Lightbulb, MapPin, UsersRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { PackageComparison } from '@/features/packages/components/package-comparison';
import { approximateRon, DEFAULT_EUR_RON_RATE, packagePriceEur } from '@/lib/business';
import { paths, type PackageId } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './package-page.module.css';

const t = ro.packages;

/**
 * /packages/basic, /packages/advanced, /packages/premium (public-site.md section 2): price, approximate
 * RON price, what is included, automation examples, ideal for, service area, hardware note and the
 * comparison table with this package highlighted. The RON price uses the default rate until the live
 * exchange-rate block is built.
 */
export function PackagePage({ id }: { id: PackageId }) {
  const name = t.names[id];
  const rate = DEFAULT_EUR_RON_RATE.toFixed(2).replace('.', ',');
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.pageTitle(name)} lead={t.summaries[id]} />
      <Container>
        <div className={styles.layout}>
          <div className={styles.main}>
            <section aria-labelledby="included-title" className={styles.block}>
              <h2 id="included-title">{t.sections.included}</h2>
              {t.includesPrevious[id] ? <p className={styles.includes}>{t.includesPrevious[id]}</p> : null}
              <ul className={styles.checks}>
                {t.features[id].map((feature) => (
                  <li key={feature}>
                    <Check aria-hidden="true" size={18} />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="examples-title" className={styles.block}>
              <h2 id="examples-title">{t.sections.examples}</h2>
              <ul className={styles.examples}>
                {t.examples[id].map((example) => (
                  <li key={example}>
                    <Lightbulb aria-hidden="true" size={20} />
                    {example}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="ideal-title" className={styles.block}>
              <h2 id="ideal-title">
                <UsersRound aria-hidden="true" size={22} />
                {t.sections.idealFor}
              </h2>
              <p>{t.idealFor[id]}</p>
            </section>
          </div>

          <aside className={styles.aside} aria-label={t.pageTitle(name)}>
            <div className={styles.priceCard}>
              <p className={styles.price}>
                {packagePriceEur[id]} €<span>{t.perPackage}</span>
              </p>
              <p className={styles.ron}>{t.approxRon(approximateRon(packagePriceEur[id]))}</p>
              <p className={styles.rateNote}>{t.rateNote(rate)}</p>
              <ButtonLink to={paths.contact} variant="primary" block>
                {t.contactCta}
                <ArrowRight aria-hidden="true" size={18} />
              </ButtonLink>
              <ButtonLink to={paths.calculator} variant="secondary" block>
                <Calculator aria-hidden="true" size={18} />
                {t.calculatorCta}
              </ButtonLink>
            </div>
            <section className={styles.note} aria-labelledby="area-title">
              <h2 id="area-title">
                <MapPin aria-hidden="true" size={18} />
                {t.sections.area}
              </h2>
              <p>{ro.footer.area}</p>
              <p>{ro.footer.areaElsewhere}</p>
            </section>
            <section className={styles.note} aria-labelledby="hardware-title">
              <h2 id="hardware-title">
                <Cpu aria-hidden="true" size={18} />
                {t.sections.hardware}
              </h2>
              <p>{t.hardwareNote}</p>
            </section>
          </aside>
        </div>

        <section aria-labelledby="comparison-title" className={styles.comparison}>
          <h2 id="comparison-title">{t.sections.comparison}</h2>
          <PackageComparison highlight={id} />
        </section>
      </Container>
    </>
  );
}

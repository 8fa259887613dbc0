import { includedGroups, serviceArea, servicePackages, type PackageId } from '@smarthome/catalog';
import {
  ArrowLeft,
  ArrowRight,
  Calculator,
  Check,
  Cpu,
  DatabaseBackup,
  LifeBuoy,
  Lightbulb,
  ListChecks,
  MapPin,
  UsersRound,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { approxRonText, rateText, rateTextMark, ronMark } from '@/lib/rate-marks';
import { useExchangeRate } from '@/features/exchange-rate/use-exchange-rate';
import { PackageComparison } from '@/features/packages/components/package-comparison';
import { catalogIcons } from '@/features/packages/package-icons';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { packagePageContent as c } from './packages-content';
import styles from './package-page.module.css';

/**
 * /packages/basic, /packages/advanced, /packages/premium: price, approximate
 * RON price at the live rate, what is included (Advanced lists everything in Basic plus its extras,
 * Premium everything in Advanced), automation examples, ideal for, service area, hardware note and
 * the comparison table with this package highlighted.
 */
export function PackagePage({ id }: { id: PackageId }) {
  const pkg = servicePackages[id];
  const title = c.title(pkg.title);
  usePageMeta(title, c.meta.description(id));
  const exchangeRate = useExchangeRate();
  const Icon = catalogIcons[pkg.icon];
  const facts = [
    { icon: Cpu, text: c.facts.devices(pkg.maxDevices) },
    { icon: LifeBuoy, text: c.facts.support(pkg.supportDays, pkg.prioritySupport) },
    { icon: DatabaseBackup, text: c.facts.backup(pkg.backup) },
  ];

  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={title} lead={pkg.description}>
        <ul className={styles.facts} aria-label={c.facts.label}>
          {facts.map(({ icon: FactIcon, text }) => (
            <li key={text}>
              <FactIcon aria-hidden="true" size={18} />
              {text}
            </li>
          ))}
        </ul>
      </PageHero>
      <Container>
        <div className={styles.layout}>
          <section className={styles.priceCard} aria-labelledby="price-title">
            <h2 id="price-title" className="visually-hidden">
              {c.priceTitle}
            </h2>
            <p className={styles.packageName}>
              <span className={styles.packageIcon} aria-hidden="true">
                <Icon size={20} />
              </span>
              {pkg.title}
            </p>
            <p className={styles.price}>
              {pkg.priceEur} €<span>{c.perPackage}</span>
            </p>
            <p className={styles.ron} {...ronMark(pkg.priceEur)}>
              {approxRonText(pkg.priceEur, exchangeRate.rate)}
            </p>
            <p className={styles.rateNote} aria-live="polite" {...rateTextMark(c.rateNote)}>
              {rateText(c.rateNote, exchangeRate)}
            </p>
            {/* Always in the page, hidden unless needed: the live rate may have to show it before React runs. */}
            <p className={styles.rateError} data-rate-error hidden={!exchangeRate.error}>
              {exchangeRate.error}
            </p>
            <p className={styles.afterSupport}>{c.afterSupport(pkg.supportDays)}</p>
            <ButtonLink to={paths.contact} variant="primary" block>
              {c.contactCta}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
            <ButtonLink to={paths.calculator} variant="secondary" block>
              <Calculator aria-hidden="true" size={18} />
              {c.calculatorCta}
            </ButtonLink>
          </section>
          <div className={styles.main}>
            <section aria-labelledby="included-title" className={styles.block}>
              <h2 id="included-title">
                <ListChecks aria-hidden="true" size={22} />
                {c.included.title}
              </h2>
              <IncludedList id={id} />
            </section>

            <section aria-labelledby="examples-title" className={styles.block}>
              <h2 id="examples-title">
                <Lightbulb aria-hidden="true" size={22} />
                {c.examples}
              </h2>
              <ul className={styles.examples}>
                {pkg.automationExamples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="ideal-title" className={styles.block}>
              <h2 id="ideal-title">
                <UsersRound aria-hidden="true" size={22} />
                {c.idealFor}
              </h2>
              <ul className={styles.ideal}>
                {pkg.idealFor.map((profile) => (
                  <li key={profile}>{profile}</li>
                ))}
              </ul>
            </section>
          </div>

          <aside className={styles.notes} aria-label={c.notesLabel}>
            <section className={styles.note} aria-labelledby="area-title">
              <h2 id="area-title">
                <MapPin aria-hidden="true" size={18} />
                {c.area.title}
              </h2>
              <p>{serviceArea.join(', ')}.</p>
              <p>{c.area.elsewhere}</p>
            </section>
            <section className={styles.note} aria-labelledby="hardware-title">
              <h2 id="hardware-title">
                <Cpu aria-hidden="true" size={18} />
                {c.hardware.title}
              </h2>
              <p>{c.hardware.text}</p>
            </section>
          </aside>
        </div>

        <section aria-labelledby="comparison-title" className={styles.comparison}>
          <h2 id="comparison-title">{c.comparison}</h2>
          <PackageComparison highlight={id} eurRonRate={exchangeRate.rate} />
          <p>
            <ButtonLink to={paths.packages} variant="secondary">
              <ArrowLeft aria-hidden="true" size={18} />
              {c.allPackages}
            </ButtonLink>
          </p>
        </section>
      </Container>
    </>
  );
}

/**
 * Everything the package includes: for Advanced and Premium, the content of the packages below
 * it first (each under its own heading), then its own extras, drawn out.
 */
function IncludedList({ id }: { id: PackageId }) {
  const groups = includedGroups(id);
  const base = servicePackages[id].basedOn;
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const own = group.from === id;
        const heading = own
          ? base
            ? c.included.extras(servicePackages[base].title)
            : c.included.own
          : c.included.from(servicePackages[group.from].title);
        return (
          <div key={group.from} className={styles.group} data-own={own}>
            <h3>{heading}</h3>
            <ul className={styles.checks}>
              {group.items.map((item) => (
                <li key={item}>
                  <Check aria-hidden="true" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

import { packageIds, serviceArea, servicePackages, type PackageId } from '@smarthome/catalog';
import {
  ArrowRight,
  Calculator,
  CloudOff,
  Coins,
  Cpu,
  LifeBuoy,
  MapPin,
  ReceiptText,
  Timer,
  UserRound,
  Wallet,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { PageHero } from '@/components/ui/page-hero';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { ExchangeRateSummary } from '@/features/exchange-rate/components/exchange-rate-summary';
import { useExchangeRate } from '@/features/exchange-rate/use-exchange-rate';
import { PackageCard } from '@/features/packages/components/package-card';
import { PackageComparison } from '@/features/packages/components/package-comparison';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { packagesPageContent as c } from './packages-content';
import styles from './packages-page.module.css';
import { approxRonText, ronMark } from '@/lib/rate-marks';

const pricingIcons = [ReceiptText, Cpu, LifeBuoy, Coins] as const;
const benefitIcons = [CloudOff, Wallet, UserRound, Timer] as const;

/** The package the cards draw out, as on the home page: the middle one suits most homes. */
const RECOMMENDED: PackageId = 'advanced';

/**
 * /packages: how the price is made, the three package cards (first 4
 * features and the '+N caracteristici adiționale' line), the exchange-rate block, the comparison
 * table, the service area, four benefit tiles and a call to contact.
 */
export function PackagesPage() {
  usePageMeta(ro.pageTitles.packages, c.meta.description);
  const exchangeRate = useExchangeRate();
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={ro.pageTitles.packages} lead={c.lead} />

      <PageSection id="pricing-title" title={c.pricing.title} lead={c.pricing.lead}>
        <CardGrid min={220}>
          {c.pricing.items.map((item, index) => (
            <IconCard key={item.title} icon={pricingIcons[index] ?? ReceiptText} title={item.title}>
              <p>{item.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="cards-title" title={c.cards.title} lead={c.cards.lead} muted>
        <div className={styles.cards}>
          {packageIds.map((id) => (
            <PackageCard
              key={id}
              id={id}
              visibleFeatures={4}
              highlighted={id === RECOMMENDED}
              eurRonRate={exchangeRate.rate}
            />
          ))}
        </div>
      </PageSection>

      <PageSection id="rate-title" title={c.rate.title} lead={c.rate.lead}>
        <div className={styles.rateBlock}>
          <ExchangeRateSummary state={exchangeRate} />
          <table className={styles.rateTable}>
            <caption className="visually-hidden">{c.rate.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{c.rate.package}</th>
                <th scope="col">{c.rate.eur}</th>
                <th scope="col">{c.rate.ron}</th>
              </tr>
            </thead>
            <tbody>
              {packageIds.map((id) => {
                const { title, priceEur } = servicePackages[id];
                return (
                  <tr key={id}>
                    <th scope="row">{title}</th>
                    <td>{priceEur} €</td>
                    <td {...ronMark(priceEur)}>{approxRonText(priceEur, exchangeRate.rate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </PageSection>

      <PageSection id="comparison-title" title={c.comparison.title} lead={c.comparison.lead} muted>
        <PackageComparison eurRonRate={exchangeRate.rate} />
      </PageSection>

      <PageSection id="area-title" title={c.area.title}>
        <div className={styles.area}>
          <span className={styles.areaIcon} aria-hidden="true">
            <MapPin size={28} />
          </span>
          <div className={styles.areaText}>
            <p>{c.area.text}</p>
            <ul className={styles.places}>
              {serviceArea.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
            <p className={styles.elsewhere}>{c.area.elsewhere}</p>
          </div>
        </div>
      </PageSection>

      <PageSection id="benefits-title" title={c.benefits.title} muted>
        <CardGrid min={220}>
          {c.benefits.items.map((item, index) => (
            <IconCard
              key={item.title}
              icon={benefitIcons[index] ?? CloudOff}
              title={item.title}
              tone="accent"
            >
              <p>{item.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <Container>
        <CtaBand id="packages-cta" title={c.cta.title} text={c.cta.text}>
          <ButtonLink to={paths.contact} variant="accent">
            {c.cta.contact}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
          <ButtonLink to={paths.calculator} variant="ghostOnDark">
            <Calculator aria-hidden="true" size={18} />
            {c.cta.calculator}
          </ButtonLink>
        </CtaBand>
      </Container>
    </>
  );
}

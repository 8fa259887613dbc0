import { calculatorStateFrom, hardwareItem } from '@smarthome/catalog';
import {
  ArrowRight,
  Calculator,
  CircuitBoard,
  CloudOff,
  Cpu,
  Lightbulb,
  MousePointerClick,
  Network,
  Plug,
  Radio,
  ShoppingCart,
  Thermometer,
  ToggleRight,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { PageHero } from '@/components/ui/page-hero';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { calculatorQuery } from '@/features/calculator/calculator-query';
import { formatLei } from '@/lib/format-ro';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { hardwareContent as t, type Brand, type BrandIcon } from './hardware-content';
import styles from './hardware-page.module.css';

const brandIcons: Record<BrandIcon, LucideIcon> = {
  cpu: Cpu,
  toggle: ToggleRight,
  thermometer: Thermometer,
  lightbulb: Lightbulb,
  zap: Zap,
  pointer: MousePointerClick,
  plug: Plug,
  radio: Radio,
  chip: CircuitBoard,
};
/** In the order of t.principles.items: local control, open standards, you buy and I configure. */
const principleIcons = [CloudOff, Network, ShoppingCart] as const;

/** The calculator with this brand's items already chosen (one of each), through the shareable query. */
export function calculatorLinkFor(brand: Brand): string {
  const query = calculatorQuery(
    calculatorStateFrom(
      brand.items.map((id) => [id, 1] as const),
      null,
    ),
  ).toString();
  return query ? `${paths.calculator}?${query}` : paths.calculator;
}

function BrandCard({ brand }: { brand: Brand }) {
  return (
    <IconCard
      icon={brandIcons[brand.icon]}
      title={brand.name}
      footer={
        <div className={styles.links}>
          {brand.items.length > 0 ? (
            <Link to={calculatorLinkFor(brand)}>
              {t.brands.addToCalculator} <span className="visually-hidden">{brand.name}</span>
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          ) : null}
          {brand.more ? (
            <Link to={brand.more.to}>
              {brand.more.label}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          ) : null}
        </div>
      }
    >
      <p>{brand.intro}</p>
      <div>
        <p className={styles.label}>{t.brands.goodFor}</p>
        <ul>
          {brand.goodFor.map((use) => (
            <li key={use}>{use}</li>
          ))}
        </ul>
      </div>
      {brand.items.length > 0 ? (
        <div>
          <p className={styles.label}>{t.brands.inCalculator}</p>
          <ul className={styles.items}>
            {brand.items.map((id) => {
              const item = hardwareItem(id);
              return (
                <li key={id}>
                  <span>{item.name}</span>
                  <span className={styles.price}>{formatLei(item.priceRon)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </IconCard>
  );
}

/** /hardware: the brands the provider has experience with and what each is good for, with a way to the calculator. */
export function HardwarePage() {
  usePageMeta(t.meta.title, t.meta.description);
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.meta.title} lead={t.hero.lead}>
        <div className={styles.heroActions}>
          <ButtonLink to={paths.calculator} variant="primary">
            <Calculator aria-hidden="true" size={18} />
            {t.hero.calculatorCta}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="secondary">
            {t.hero.contactCta}
          </ButtonLink>
        </div>
      </PageHero>

      <PageSection id="principles-title" title={t.principles.title} lead={t.principles.lead}>
        <CardGrid>
          {t.principles.items.map((principle, index) => (
            <IconCard
              key={principle.title}
              icon={principleIcons[index] ?? CloudOff}
              title={principle.title}
              tone="accent"
            >
              <p>{principle.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="brands-title" title={t.brands.title} lead={t.brands.lead} muted>
        <CardGrid min={340}>
          {t.brands.list.map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </CardGrid>
      </PageSection>

      <Container>
        <CtaBand id="hardware-cta" title={t.cta.title} text={t.cta.text}>
          <ButtonLink to={paths.calculator} variant="accent">
            <Calculator aria-hidden="true" size={18} />
            {t.cta.calculator}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="ghostOnDark">
            {t.cta.contact}
          </ButtonLink>
        </CtaBand>
      </Container>
    </>
  );
}

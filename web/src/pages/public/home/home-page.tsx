import {
  ArrowRight,
  Calculator,
  CircleCheck,
  CloudOff,
  Cpu,
  LifeBuoy,
  MapPin,
  Sparkles,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { PackageCard } from '@/features/packages/components/package-card';
import { packageIds, paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './home-page.module.css';

const t = ro.home;
const whyIcons = [CloudOff, Cpu, LifeBuoy] as const;

/**
 * Home (public-site.md section 2). Built: hero, why-local cards, package cards, process teaser and
 * service area. Still to come with their own data: the dashboard screenshot carousel, the testimonial
 * carousel and the blog preview.
 */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <Container className={styles.heroGrid}>
          <div className={styles.heroText}>
            <Link to={paths.promotionDetails} className={styles.promo}>
              <Sparkles aria-hidden="true" size={16} />
              <span>{t.promo}</span>
              <span className={styles.promoPlaces}>{t.promoPlaces}</span>
            </Link>
            <p className={styles.eyebrow}>{t.eyebrow}</p>
            <h1 id="hero-title" className={styles.title}>
              {t.title}
            </h1>
            <p className={styles.lead}>{t.lead}</p>
            <div className={styles.actions}>
              <ButtonLink to={paths.automations} variant="accent">
                <Workflow aria-hidden="true" size={18} />
                {t.ctaAutomations}
              </ButtonLink>
              <ButtonLink to={paths.calculator} variant="ghostOnDark">
                <Calculator aria-hidden="true" size={18} />
                {t.ctaCalculator}
              </ButtonLink>
            </div>
            <ul className={styles.trust}>
              {t.trust.map((item) => (
                <li key={item}>
                  <CircleCheck aria-hidden="true" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <DashboardPreview />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <Container>
          <SectionHeading id="why-title" title={t.whyTitle} lead={t.whyLead} center />
          <div className={styles.whyGrid}>
            {t.why.map((card, index) => {
              const Icon = whyIcons[index] ?? CloudOff;
              return (
                <article key={card.title} className={styles.whyCard}>
                  <span className={styles.whyIcon} aria-hidden="true">
                    <Icon size={24} />
                  </span>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </article>
              );
            })}
          </div>
        </Container>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="packages-title">
        <Container>
          <SectionHeading id="packages-title" title={t.packagesTitle} lead={t.packagesLead} center />
          <div className={styles.packagesGrid}>
            {packageIds.map((id) => (
              <PackageCard key={id} id={id} visibleFeatures={3} highlighted={id === 'advanced'} />
            ))}
          </div>
          <p className={styles.center}>
            <ButtonLink to={paths.packages} variant="secondary">
              {t.packagesAll}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </p>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="process-title">
        <Container className={styles.processGrid}>
          <div>
            <SectionHeading id="process-title" title={t.processTitle} lead={t.processLead} />
            <ButtonLink to={paths.installationProcess} variant="primary">
              {t.processCta}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </div>
          <ol className={styles.steps}>
            {ro.installationProcess.steps.map((step, index) => (
              <li key={step.title}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stepTitle}>{step.title}</span>
                <span className={styles.stepDuration}>{step.duration}</span>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={styles.area} aria-labelledby="area-title">
        <Container className={styles.areaInner}>
          <span className={styles.areaIcon} aria-hidden="true">
            <MapPin size={28} />
          </span>
          <div className={styles.areaText}>
            <h2 id="area-title">{t.areaTitle}</h2>
            <p>{t.areaText}</p>
          </div>
          <ButtonLink to={paths.contact} variant="accent">
            {t.areaCta}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}

/** A drawn (not photographed) impression of a Home Assistant dashboard, so the hero shows the product. */
function DashboardPreview() {
  const p = t.preview;
  return (
    <figure className={styles.preview} aria-label={p.label}>
      <div className={styles.previewHeader}>
        <span className={styles.previewTitle}>{p.title}</span>
        <span className={styles.previewStatus}>
          <span className={styles.dot} aria-hidden="true" />
          {p.status}
        </span>
      </div>
      <dl className={styles.previewTiles}>
        {p.tiles.map((tile) => (
          <div key={tile.name} className={styles.previewTile}>
            <dt>{tile.name}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.previewAutomation}>
        <Workflow aria-hidden="true" size={16} />
        {p.automation}
      </p>
    </figure>
  );
}

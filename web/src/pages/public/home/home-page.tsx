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
import heroImage1280 from '@/assets/dashboards/hero-1280.webp';
import heroImage640 from '@/assets/dashboards/hero-640.webp';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { DashboardCarousel } from '@/features/dashboard-examples/components/dashboard-carousel';
import { useExchangeRate } from '@/features/exchange-rate/use-exchange-rate';
import { HomeBlogPreview } from '@/features/home-blog-preview/components/home-blog-preview';
import { PackageCard } from '@/features/packages/components/package-card';
import { TestimonialSection } from '@/features/testimonial-carousel/components/testimonial-section';
import { packageIds, paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { pageRequests, type AnswerRequest } from '@smarthome/service-kit/contracts/page-data';
import { peekInitialAnswer } from '@/rendering/initial-content';
import { Island, type HydrateOn } from '@/rendering/island';
import { homeContent } from './home-content';
import styles from './home-page.module.css';

const t = ro.home;
const whyIcons = [CloudOff, Cpu, LifeBuoy] as const;
const testimonialsProps = { className: styles.section };
const blogPreviewProps = { className: `${styles.section} ${styles.muted}` };

/**
 * When a section's island starts: written into the page with what it shows, once a visitor scrolls
 * to it (its code and its hydration are not worth the first seconds of a phone before then); reading
 * itself (the pre-rendered page), at once, so that its loading line ends with nobody touching the page.
 */
const sectionStart = (written: AnswerRequest<unknown>): HydrateOn =>
  peekInitialAnswer(written) === undefined ? 'load' : 'visible';

/**
 * Home, in this order: hero with the buttons to the automations and
 * the calculator; the carousel of the six dashboard screenshots; the package cards (first 3 features
 * and the '+N caracteristici adiționale' line); the info cards; the process teaser; the testimonial
 * carousel and the blog preview (each hidden when it has nothing to show); then the service area.
 * On the server's page only the two carousels and the blog preview become React, each an island
 * started once a visitor scrolls near it (the testimonials and the posts at once when the page was
 * not written with them, as they then read themselves); the rest stays its HTML, the prices at the
 * live rate written by the islands' runtime.
 */
export function HomePage() {
  usePageMeta(null, homeContent.metaDescription);
  const { rate } = useExchangeRate();
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
          {/* The first image of the page and the likely LCP element: fetched at once, at high priority. */}
          <img
            className={styles.heroImage}
            src={heroImage640}
            srcSet={`${heroImage640} 640w, ${heroImage1280} 1280w`}
            sizes="(min-width: 1000px) 560px, min(100vw, 560px)"
            width={1280}
            height={960}
            alt={homeContent.heroImageAlt}
            loading="eager"
            fetchPriority="high"
          />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="dashboards-title">
        <Container>
          <SectionHeading
            id="dashboards-title"
            eyebrow={homeContent.dashboardsEyebrow}
            title={homeContent.dashboardsTitle}
            lead={homeContent.dashboardsLead}
            center
          />
          {/* Below the hero on a phone and on a desktop: it turns once a visitor comes near it. */}
          <Island name="dashboard-carousel" on="visible">
            <DashboardCarousel />
          </Island>
        </Container>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="packages-title">
        <Container>
          <SectionHeading id="packages-title" title={t.packagesTitle} lead={t.packagesLead} center />
          <div className={styles.packagesGrid}>
            {packageIds.map((id) => (
              <PackageCard
                key={id}
                id={id}
                visibleFeatures={3}
                highlighted={id === 'advanced'}
                eurRonRate={rate}
              />
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

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="process-title">
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

      <Island
        name="home-testimonials"
        on={sectionStart(pageRequests.featuredTestimonials)}
        props={testimonialsProps}
      >
        <TestimonialSection {...testimonialsProps} />
      </Island>
      <Island name="home-blog-preview" on={sectionStart(pageRequests.featuredPosts)} props={blogPreviewProps}>
        <HomeBlogPreview {...blogPreviewProps} />
      </Island>

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

import { ArrowRight, Mail } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { PageHero } from '@/components/ui/page-hero';
import { DashboardGallery } from '@/features/dashboard-examples/components/dashboard-gallery';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { dashboardsContent as t } from './dashboards-content';
import styles from './dashboards-page.module.css';

/** /dashboards: the gallery of dashboard examples; a click enlarges an image in a modal. */
export function DashboardsPage() {
  const title = ro.pageTitles.dashboards;
  usePageMeta(title, t.metaDescription);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead} />

      <section className={styles.gallery} aria-label={t.galleryTitle}>
        <Container>
          <DashboardGallery />
        </Container>
      </section>

      <PageSection id="dashboards-why-title" title={t.whyTitle} muted>
        <CardGrid>
          {t.why.map((item) => (
            <IconCard key={item.title} icon={item.icon} title={item.title}>
              <p>{item.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <Container>
        <CtaBand id="dashboards-cta-title" title={t.ctaTitle} text={t.ctaText}>
          <ButtonLink to={paths.packages} variant="accent">
            {t.ctaPackages}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="ghostOnDark">
            <Mail aria-hidden="true" size={18} />
            {t.ctaContact}
          </ButtonLink>
        </CtaBand>
      </Container>
    </>
  );
}

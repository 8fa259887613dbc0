import { CalendarClock, Clock } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { HeroFact } from '@/components/ui/hero-fact';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import styles from './installation-process-page.module.css';

const t = ro.installationProcess;

/** /installation-process: the six steps with their durations. */
export function InstallationProcessPage() {
  usePageMeta(t.title, t.metaDescription);
  return (
    <>
      <PageHero title={t.title} lead={t.lead}>
        <HeroFact icon={CalendarClock} label={t.totalLabel} value={t.total} />
      </PageHero>
      <Container>
        <ol className={styles.steps}>
          {t.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.body}>
                <div className={styles.head}>
                  <h2 className={styles.title}>{step.title}</h2>
                  <p className={styles.duration}>
                    <Clock aria-hidden="true" size={16} />
                    <span className="visually-hidden">{t.durationLabel}: </span>
                    {step.duration}
                  </p>
                </div>
                <p className={styles.text}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>

        <ContactCtaBand id="process-cta" texts={t} next={{ to: paths.packages, label: t.ctaPackages }} />
      </Container>
    </>
  );
}

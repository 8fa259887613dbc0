import { Clock, HouseWifi, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { contactHours } from '@smarthome/catalog';
import { Container } from '@/components/ui/container';
import { useHydrated } from '@/lib/use-hydrated';
import { paths, privacyPath } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { navGroups } from './nav-items';
import styles from './footer.module.css';

const t = ro.footer;

/** The year the page was built, for the pre-rendered HTML; the browser's own year replaces it. */
const BUILD_YEAR = new Date().getFullYear();

export function Footer() {
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
  const solutions = navGroups.find((g) => g.id === 'solutions')?.items ?? [];
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <section className={styles.about} aria-label={ro.brand.name}>
            <p className={styles.brand}>
              <span className={styles.logo} aria-hidden="true">
                <HouseWifi size={20} />
              </span>
              {ro.brand.name}
            </p>
            <p className={styles.muted}>{t.about}</p>
            <p className={styles.note}>{t.consultingNote}</p>
          </section>

          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className={styles.title}>
              <Clock aria-hidden="true" size={18} />
              {t.hoursTitle}
            </h2>
            <dl className={styles.hours}>
              {contactHours.map((row) => (
                <div key={row.days} className={styles.hoursRow}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="footer-area">
            <h2 id="footer-area" className={styles.title}>
              <MapPin aria-hidden="true" size={18} />
              {t.areaTitle}
            </h2>
            <p className={styles.muted}>{t.area}</p>
            <p className={styles.muted}>{t.areaElsewhere}</p>
          </section>

          <nav aria-label={ro.a11y.footerNavigation}>
            <h2 className={styles.title}>{t.linksTitle}</h2>
            <ul className={styles.links}>
              {solutions.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
              <li>
                <Link to={paths.installationProcess}>{ro.nav.installationProcess}</Link>
              </li>
              <li>
                <Link to={paths.faq}>{ro.nav.faq}</Link>
              </li>
              <li>
                <Link to={paths.contact}>{ro.nav.contact}</Link>
              </li>
            </ul>
          </nav>
        </div>

        <div className={styles.bottom}>
          <p>
            © {year} {ro.brand.name}. {t.rights}
          </p>
          <ul className={styles.legal}>
            <li>
              <Link to={paths.about}>{t.aboutLink}</Link>
            </li>
            <li>
              <Link to={paths.promotionDetails}>{t.promotion}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t.terms}</Link>
            </li>
            <li>
              <Link to={privacyPath}>{t.privacy}</Link>
            </li>
          </ul>
        </div>
      </Container>
    </footer>
  );
}

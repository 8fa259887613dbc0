import { contactHours, serviceArea } from '@smarthome/catalog';
import { ArrowRight, Clock, HelpCircle, MapPin, MessageCircle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { ContactForm } from '@/features/contact/components/contact-form';
import { MessagingAppLink } from '@/features/contact/components/messaging-app-link';
import { FLOATING_AVOID_MARK } from '@/features/contact/components/step-aside';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { whatsappChatUrl } from '@/lib/business-links';
import { contactPageContent as c } from './contact-content';
import styles from './contact-page.module.css';

/**
 * /contact: the contact form, the service area, the contact
 * hours and a floating messaging-app link.
 */
export function ContactPage() {
  const whatsapp = whatsappChatUrl();
  usePageMeta(c.title, whatsapp ? c.metaDescription : c.metaDescriptionWithoutMessaging);
  const formCard = useRef<HTMLElement>(null);
  return (
    <div className={styles.page}>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <Container>
        <div className={styles.layout}>
          <section
            ref={formCard}
            className={styles.formCard}
            aria-labelledby="contact-form-title"
            // The floating messaging link steps aside while this passes under it.
            {...{ [FLOATING_AVOID_MARK]: '' }}
          >
            <h2 id="contact-form-title" className={styles.formTitle}>
              {c.formTitle}
            </h2>
            <p className={styles.formLead}>{c.formLead}</p>
            <ContactForm labelledBy="contact-form-title" />
          </section>

          <aside className={styles.aside} aria-label={c.asideLabel}>
            <InfoCard id="contact-hours" icon={<Clock size={20} />} title={c.hoursTitle}>
              <dl className={styles.hours}>
                {contactHours.map((row) => (
                  <div key={row.days} className={styles.hoursRow}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.muted}>{c.hoursNote}</p>
            </InfoCard>

            <InfoCard id="contact-area" icon={<MapPin size={20} />} title={c.areaTitle}>
              <p>{c.areaLead}</p>
              <ul className={styles.places}>
                {serviceArea.map((place) => (
                  <li key={place}>{place}</li>
                ))}
              </ul>
              <p className={styles.muted}>{c.areaElsewhere}</p>
            </InfoCard>

            {whatsapp ? (
              <InfoCard id="contact-messaging" icon={<MessageCircle size={20} />} title={c.messagingTitle}>
                <p>{c.messagingText}</p>
                <a className={styles.cardLink} href={whatsapp} target="_blank" rel="noopener noreferrer">
                  {c.messagingCta}
                  <ArrowRight aria-hidden="true" size={16} />
                </a>
              </InfoCard>
            ) : null}

            <InfoCard id="contact-faq" icon={<HelpCircle size={20} />} title={c.faqTitle}>
              <p>{c.faqText}</p>
              <Link className={styles.cardLink} to={paths.faq}>
                {c.faqCta}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </InfoCard>
          </aside>
        </div>
      </Container>
      <MessagingAppLink avoid={formCard} />
    </div>
  );
}

function InfoCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        <span className={styles.cardIcon} aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}

import { ArrowRight, CircleCheck, CircleMinus, Gift, ListChecks, ReceiptText } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { promotionOffer as offer, promotionPageContent as c } from './promotion-content';
import styles from './promotion-details-page.module.css';

/**
 * /promotion-details: the limited offer with its places left,
 * what it covers and its conditions, and the link to /contact.
 */
export function PromotionDetailsPage() {
  usePageMeta(c.title, c.metaDescription);
  const taken = offer.places - offer.placesLeft;
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <Container>
        <div className={styles.top}>
          <section className={styles.status} aria-labelledby="promo-status">
            <h2 id="promo-status" className={styles.statusTitle}>
              {c.statusTitle}
            </h2>
            <p className={styles.places}>{c.placesLeft}</p>
            <ol className={styles.slots}>
              {Array.from({ length: offer.places }, (_, index) => {
                const free = index >= taken;
                return (
                  <li key={index} className={free ? styles.free : styles.taken}>
                    <span className={styles.slotNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    {free ? c.slotFree : c.slotTaken}
                  </li>
                );
              })}
            </ol>
            <p className={styles.note}>{c.statusNote}</p>
            <ButtonLink to={paths.contact} variant="accent" className={styles.reserve}>
              {c.reserve}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </section>

          <section className={styles.history} aria-labelledby="promo-history">
            <h2 id="promo-history">{c.historyTitle}</h2>
            <ol>
              {c.history.map((step) => (
                <li key={step.when}>
                  <strong>{step.when}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className={styles.cards}>
          <IconCard icon={Gift} title={c.includedTitle} level={2}>
            <List items={c.included} icon="check" />
          </IconCard>
          <IconCard icon={ReceiptText} title={c.notIncludedTitle} level={2} tone="accent">
            <List items={c.notIncluded} icon="minus" />
          </IconCard>
          <IconCard icon={ListChecks} title={c.conditionsTitle} level={2}>
            <List items={c.conditions} icon="check" />
          </IconCard>
        </div>

        <ContactCtaBand id="promo-cta" texts={c} next={{ to: paths.packages, label: c.ctaPackages }} />
      </Container>
    </>
  );
}

function List({ items, icon }: { items: readonly string[]; icon: 'check' | 'minus' }) {
  const Icon = icon === 'check' ? CircleCheck : CircleMinus;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Icon aria-hidden="true" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

import { ArrowRight, Calculator, Cpu, Tag } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { HeroFact } from '@/components/ui/hero-fact';
import { IconCard } from '@/components/ui/icon-card';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { IntroSection } from '@/components/ui/intro-section';
import { PageHero } from '@/components/ui/page-hero';
import { TableCard } from '@/components/ui/table-card';
import { formatLei } from '@/lib/format-ro';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { raspberryPiContent as t } from './raspberry-pi-content';
import styles from './raspberry-pi-page.module.css';

/** /raspberry-pi: the single-board computer, what it costs and which parts to choose. */
export function RaspberryPiPage() {
  const title = ro.pageTitles.raspberryPi;
  usePageMeta(title, t.metaDescription);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead}>
        <HeroFact icon={Tag} label={t.costLabel} value={t.cost} />
      </PageHero>

      <IntroSection
        id="what-title"
        title={t.whatTitle}
        paragraphs={t.what}
        aside={<BoardFigure />}
        alignAside="center"
      />

      <PageSection
        id="recommendations-title"
        title={t.recommendationsTitle}
        lead={t.recommendationsLead}
        muted
      >
        <CardGrid>
          {t.recommendations.map((item) => (
            <IconCard key={item.title} icon={item.icon} title={item.title}>
              <p className={styles.pick}>{item.pick}</p>
              <p>{item.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="storage-title" title={t.storageTitle} lead={t.storageLead}>
        <TableCard caption={t.storageCaption}>
          <thead>
            <tr>
              <th scope="col">{t.storageHeaders.criterion}</th>
              <th scope="col">{t.storageHeaders.card}</th>
              <th scope="col">{t.storageHeaders.ssd}</th>
            </tr>
          </thead>
          <tbody>
            {t.storage.map((row) => (
              <tr key={row.criterion}>
                <th scope="row">{row.criterion}</th>
                <td>{row.card}</td>
                <td>{row.ssd}</td>
              </tr>
            ))}
          </tbody>
        </TableCard>
        <p className={styles.note}>{t.storageNote}</p>
      </PageSection>

      <PageSection id="cost-title" title={t.costTitle} lead={t.costLead} muted>
        <div className={styles.costGrid}>
          <CostTable />
          <div className={styles.extras}>
            <h3>{t.costExtrasTitle}</h3>
            <CheckList items={t.costExtras} />
            <div className={styles.actions}>
              <ButtonLink to={paths.calculator} variant="primary">
                <Calculator aria-hidden="true" size={18} />
                {t.calculatorCta}
              </ButtonLink>
              <ButtonLink to={paths.hardware} variant="secondary">
                {t.hardwareCta}
                <ArrowRight aria-hidden="true" size={18} />
              </ButtonLink>
            </div>
          </div>
        </div>
      </PageSection>

      <Container>
        <ContactCtaBand
          id="raspberry-pi-cta"
          texts={t}
          next={{ to: paths.homeAssistant, label: t.ctaHomeAssistant }}
        />
      </Container>
    </>
  );
}

/** The board's key numbers on a stylised board (drawn, not photographed: no image to load). */
function BoardFigure() {
  return (
    <div className={styles.board}>
      <span className={styles.chip} aria-hidden="true">
        <Cpu size={40} />
      </span>
      <dl className={styles.stats}>
        {t.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The calculator's prices for the central unit: what is required, then the optional Zigbee adapter. */
function CostTable() {
  const required = t.costLines.reduce((sum, line) => sum + line.price, 0);
  const withZigbee = required + t.costOptional.price;
  return (
    <TableCard caption={t.costCaption} footer={<p className={styles.costNote}>{t.costNote}</p>}>
      <thead>
        <tr>
          <th scope="col">{t.costItemHeader}</th>
          <th scope="col" className={styles.amount}>
            {t.costPriceHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {t.costLines.map((line) => (
          <tr key={line.name}>
            <th scope="row">
              {line.name}
              <span className={styles.lineNote}>{line.note}</span>
            </th>
            <td className={styles.amount}>{formatLei(line.price)}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row">{t.costRequiredTotalLabel}</th>
          <td className={styles.amount}>{formatLei(required)}</td>
        </tr>
        <tr>
          <th scope="row">
            {t.costOptional.name}
            <span className={styles.lineNote}>{t.costOptional.note}</span>
          </th>
          <td className={styles.amount}>+ {formatLei(t.costOptional.price)}</td>
        </tr>
        <tr className={styles.total}>
          <th scope="row">{t.costWithZigbeeLabel}</th>
          <td className={styles.amount}>{formatLei(withZigbee)}</td>
        </tr>
      </tbody>
    </TableCard>
  );
}

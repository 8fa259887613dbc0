import { CircleCheck, CircleMinus, CircleX, Cpu, House, Puzzle, Server, Smartphone } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { CardGrid, PageSection } from '@/components/ui/page-section';
import { IntroSection } from '@/components/ui/intro-section';
import { PageHero } from '@/components/ui/page-hero';
import { TableCard } from '@/components/ui/table-card';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { homeAssistantContent as t, type Verdict } from './home-assistant-content';
import styles from './home-assistant-page.module.css';

const flowIcons = [House, Server, Smartphone] as const;
const moreIcons = [Cpu, Puzzle] as const;

/** /home-assistant: the platform, the benefits of local control and the cloud-versus-local table. */
export function HomeAssistantPage() {
  const title = ro.pageTitles.homeAssistant;
  usePageMeta(title, t.metaDescription);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={t.lead} />

      <IntroSection
        id="about-title"
        title={t.aboutTitle}
        paragraphs={t.about}
        aside={
          <dl className={styles.facts}>
            {t.facts.map((fact) => (
              <div key={fact.value} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <h3>{t.includesTitle}</h3>
        <CheckList items={t.includes} />
      </IntroSection>

      <PageSection id="flow-title" title={t.flowTitle} lead={t.flowLead} muted>
        <ol className={styles.flow}>
          {t.flow.map((node, index) => {
            const Icon = flowIcons[index] ?? House;
            return (
              <li key={node.title} className={styles.node}>
                <span className={styles.nodeIcon} aria-hidden="true">
                  <Icon size={26} />
                </span>
                <h3>{node.title}</h3>
                <p>{node.text}</p>
              </li>
            );
          })}
        </ol>
      </PageSection>

      <PageSection id="benefits-title" title={t.benefitsTitle} lead={t.benefitsLead}>
        <CardGrid>
          {t.benefits.map((benefit) => (
            <IconCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              <p>{benefit.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="comparison-title" title={t.comparisonTitle} lead={t.comparisonLead} muted>
        <ComparisonTable />
        <ComparisonCards />
      </PageSection>

      <PageSection id="more-title" title={t.moreTitle}>
        <CardGrid min={340}>
          {t.more.map((item, index) => (
            <IconCard
              key={item.to}
              icon={moreIcons[index] ?? Cpu}
              title={item.title}
              link={{ to: item.to, label: item.cta }}
            >
              <p>{item.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </PageSection>

      <Container>
        <ContactCtaBand
          id="home-assistant-cta"
          texts={t}
          next={{ to: paths.packages, label: t.ctaPackages }}
          afterPlainSection
        />
      </Container>
    </>
  );
}

const verdictIcons = { good: CircleCheck, bad: CircleX, neutral: CircleMinus } as const;

/** The verdict's shape (check, cross, dash) carries it as well as its colour. */
function Judged({ text, verdict }: { text: string; verdict: Verdict }) {
  const Icon = verdictIcons[verdict];
  return (
    <span className={`${styles.judged} ${styles[verdict]}`}>
      <Icon aria-hidden="true" size={18} />
      <span>{text}</span>
    </span>
  );
}

/** From 600 px: a real three-column table. */
function ComparisonTable() {
  return (
    <div className={styles.comparisonTable}>
      <TableCard caption={t.comparisonCaption} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.criterionHeader}</th>
            <th scope="col">{t.cloudHeader}</th>
            <th scope="col" className={styles.localColumn}>
              {t.localHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {t.comparison.map((row) => (
            <tr key={row.criterion}>
              <th scope="row">{row.criterion}</th>
              <td>
                <Judged {...row.cloud} />
              </td>
              <td className={styles.localColumn}>
                <Judged {...row.local} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </div>
  );
}

/**
 * Under 600 px three columns leave each cell a few words wide, so the same rows are shown as one
 * card per criterion; CSS shows exactly one of the two forms (the hidden one is out of the
 * accessibility tree as well).
 */
function ComparisonCards() {
  return (
    <ul className={styles.cards} aria-label={t.comparisonCaption}>
      {t.comparison.map((row) => (
        <li key={row.criterion} className={styles.card}>
          <h3>{row.criterion}</h3>
          <dl>
            <div>
              <dt>{t.cloudHeader}</dt>
              <dd>
                <Judged {...row.cloud} />
              </dd>
            </div>
            <div className={styles.localColumn}>
              <dt>{t.localHeader}</dt>
              <dd>
                <Judged {...row.local} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { estimateTotals, servicePackages, type PackageId } from '@smarthome/catalog';
import { ArrowRight, Cpu } from 'lucide-react';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { estimateUrl } from '@/features/calculator/calculator-query';
import { calculatorTexts } from '@/features/calculator/calculator-texts';
import { EstimateSummary } from '@/features/calculator/components/estimate-summary';
import { HardwareSelection } from '@/features/calculator/components/hardware-selection';
import { MobileTotalBar } from '@/features/calculator/components/mobile-total-bar';
import { PackagePicker } from '@/features/calculator/components/package-picker';
import { PrintableEstimate } from '@/features/calculator/components/printable-estimate';
import { useCalculator } from '@/features/calculator/use-calculator';
import { OpenChatButton } from '@/features/chat/components/open-chat-button';
import { useExchangeRate } from '@/features/exchange-rate/use-exchange-rate';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { usePageMeta } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { calculatorPageTexts as p } from './calculator-page-texts';
import styles from './calculator-page.module.css';

const t = calculatorTexts;

/**
 * /hardware/calculator: hardware items with quantities, at most
 * one service package, and the totals in RON at the live EUR rate. The selection lives in the
 * address, so an estimate can be shared, bookmarked and printed as one clean page.
 */
export function CalculatorPage() {
  usePageMeta(ro.pageTitles.calculator, t.meta.description);
  const [state, dispatch] = useCalculator();
  const exchange = useExchangeRate();
  const { pathname } = useLocation();
  // The page is pre-rendered without an address of its own; the links get the origin in the browser.
  const origin = useHydrated() ? window.location.origin : '';
  const shareUrl = estimateUrl(origin, pathname, state);
  const { totalRon } = estimateTotals(state, exchange.rate);
  const packageName = state.package ? servicePackages[state.package].title : null;
  const togglePackage = useCallback((id: PackageId) => dispatch({ type: 'toggle-package', id }), [dispatch]);

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={ro.pageTitles.calculator} lead={t.hero.lead} />
      <Container className={styles.layout}>
        <div className={styles.choices}>
          <section aria-labelledby="hardware-title" className={styles.section}>
            <SectionHeading id="hardware-title" title={t.hardware.title} lead={t.hardware.lead} />
            <HardwareSelection state={state} dispatch={dispatch} />
          </section>
          <section aria-labelledby="packages-title" className={styles.section}>
            <SectionHeading id="packages-title" title={t.packages.title} lead={t.packages.lead} />
            <PackagePicker selected={state.package} rate={exchange.rate} onToggle={togglePackage} />
          </section>
          <MobileTotalBar totalRon={totalRon} />
        </div>
        <div className={styles.aside}>
          <EstimateSummary
            state={state}
            rate={exchange}
            shareUrl={shareUrl}
            onReset={() => dispatch({ type: 'reset' })}
            chatLink={
              <OpenChatButton label={p.askAssistant} message={t.chatMessage(totalRon, packageName)} />
            }
          />
        </div>
      </Container>
      <Container>
        <CtaBand id="calculator-help" title={p.helpTitle} text={p.helpText}>
          <ButtonLink to={paths.contact} variant="accent">
            {p.helpContact}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
          <ButtonLink to={paths.hardware} variant="ghostOnDark">
            <Cpu aria-hidden="true" size={18} />
            {p.helpHardware}
          </ButtonLink>
        </CtaBand>
      </Container>
      <PrintableEstimate
        state={state}
        rate={exchange.rate}
        shareUrl={shareUrl}
        contactUrl={`${origin}${paths.contact}`}
      />
    </>
  );
}

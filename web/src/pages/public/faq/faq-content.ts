import type { FaqId } from '@smarthome/catalog';
import { paths } from '@/lib/paths';

/**
 * Romanian copy of /faq around the questions (which live in @smarthome/catalog, shared with the
 * assistant), and the page each answer leads on to.
 */
export const faqPageContent = {
  title: 'Întrebări frecvente',
  metaDescription:
    'Răspunsuri despre costul unei case inteligente cu Home Assistant, hardware, funcționarea fără internet, durata instalării, suport, zona de deservire și asistenți vocali.',
  eyebrow: 'Resurse',
  lead: 'Cele mai frecvente întrebări pe care mi le pun proprietarii de case și apartamente înainte de o instalare, cu răspunsuri scurte și oneste.',
  ctaTitle: 'Nu ai găsit răspunsul?',
  ctaText: 'Scrie-mi întrebarea ta și îți răspund personal, pe email.',
  ctaContact: 'Pune o întrebare',
  ctaPackages: 'Vezi pachetele',
} as const;

/** "Mai multe:" links under an answer. */
export const faqRelatedLinks: Record<FaqId, ReadonlyArray<{ label: string; to: string }>> = {
  price: [
    { label: 'Calculatorul de costuri', to: paths.calculator },
    { label: 'Pachete și prețuri', to: paths.packages },
  ],
  hardware: [
    { label: 'Hardware recomandat', to: paths.hardware },
    { label: 'Despre Raspberry Pi', to: paths.raspberryPi },
  ],
  offline: [{ label: 'De ce Home Assistant', to: paths.homeAssistant }],
  duration: [{ label: 'Procesul de instalare', to: paths.installationProcess }],
  support: [{ label: 'Comparația pachetelor', to: paths.packages }],
  area: [{ label: 'Contact', to: paths.contact }],
  'voice-assistants': [{ label: 'Integrări', to: paths.integrations }],
  'provider-unavailable': [{ label: 'Despre mine', to: paths.about }],
};

export const faqMoreLabel = 'Mai multe:';

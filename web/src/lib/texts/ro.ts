/**
 * The Romanian texts of the public site, in one place: components take their words from here (the
 * account screens' own, which only those screens need, are in ro-account.ts).
 *
 * The site is written in Romanian; a few agreed texts stay in English, word for word ('Loading..',
 * 'Welcome' in the account entry, the call-level error texts). Page copy states only the business's
 * own facts (prices, durations, limits, service area): never add a fact here that the business has
 * not given.
 */
import type { AutomationId } from '@/lib/paths';

export const ro = {
  brand: {
    name: 'SmartHome Iași',
    tagline: 'Case inteligente, locale, fără cloud',
  },

  a11y: {
    skipToContent: 'Sari la conținut',
    dismissNotice: 'Închide mesajul',
    mainNavigation: 'Navigație principală',
    openMenu: 'Deschide meniul',
    closeMenu: 'Închide meniul',
    breadcrumb: 'Traseu de navigare',
    accountMenu: 'Contul meu',
    footerNavigation: 'Linkuri utile',
  },

  nav: {
    platform: 'Platformă',
    hardware: 'Hardware',
    integrations: 'Integrări',
    installationProcess: 'Proces de instalare',
    solutions: 'Soluții',
    packages: 'Pachete',
    automations: 'Automatizări',
    calculator: 'Calculator',
    resources: 'Resurse',
    news: 'Noutăți',
    blog: 'Blog',
    testimonials: 'Testimoniale',
    faq: 'FAQ',
    contact: 'Contact',
  },

  navDescriptions: {
    hardware: 'Echipamente cu care am experiență',
    integrations: 'Dispozitive și servicii compatibile',
    installationProcess: 'Șase pași, în 10-14 zile',
    packages: 'Basic, Advanced și Premium',
    automations: 'Lumini, irigații, garaj și altele',
    calculator: 'Estimează costul hardware-ului',
    news: 'Anunțuri și actualizări',
    blog: 'Articole și ghiduri practice',
    testimonials: 'Părerile clienților',
    faq: 'Răspunsuri la întrebări frecvente',
  },

  /** The account entry of the header: agreed texts, word for word (English on purpose). */
  account: {
    login: 'Conectare',
    loading: 'Loading..',
    welcome: 'Welcome',
    dashboard: 'Dashboard',
    logout: 'Logout',
  },

  breadcrumb: { home: 'Home' },

  /** The floating button of the virtual assistant, on every public page (the panel has its own texts). */
  chat: {
    open: 'Deschide asistentul virtual',
    loading: 'Se încarcă asistentul virtual...',
  },

  footer: {
    about:
      'Instalez, configurez și întrețin sisteme smart home locale, fără cloud, pe platforma open-source Home Assistant.',
    hoursTitle: 'Program de contact',
    areaTitle: 'Zona de deservire',
    area: 'Municipiul Iași, Valea Lupului, Miroslava, Breazu și Uricani.',
    areaElsewhere: 'În alte localități ofer doar consultanță online.',
    linksTitle: 'Informații',
    terms: 'Termeni',
    privacy: 'Confidențialitate',
    aboutLink: 'Despre',
    promotion: 'Promoție',
    consultingNote: 'Serviciul este exclusiv de consultanță și instalare; hardware-ul se cumpără separat.',
    rights: 'Toate drepturile rezervate.',
  },

  /** Titles of the routes, used by pages still in preparation. */
  pageTitles: {
    features: 'Funcționalități',
    homeAssistant: 'Home Assistant',
    raspberryPi: 'Raspberry Pi',
    hardware: 'Hardware',
    calculator: 'Calculator de costuri',
    integrations: 'Integrări',
    packages: 'Pachete și prețuri',
    automations: 'Automatizări',
    garageAutomation: 'Automatizarea porții de garaj',
    dashboards: 'Exemple de dashboard-uri',
    promotionDetails: 'Detalii promoție',
    faq: 'Întrebări frecvente',
    contact: 'Contact',
    about: 'Despre',
    news: 'Noutăți',
    newsItem: 'Articol',
    blog: 'Blog',
    blogPost: 'Articol de blog',
    testimonials: 'Testimoniale',
    addTestimonial: 'Adaugă o mărturie',
    terms: 'Termeni și confidențialitate',
  },

  automationTitles: {
    lights: 'Iluminat automat',
    cellar: 'Automatizare beci',
    irrigation: 'Irigații automate',
    solar: 'Monitorizare panouri solare',
    heater: 'Control centrală termică',
    'garage-door': 'Ușă de garaj inteligentă',
  } satisfies Record<AutomationId, string>,

  home: {
    promo: 'Primii 3 clienți primesc instalarea gratuită',
    promoPlaces: '1 din 3 locuri rămase',
    eyebrow: 'Instalator smart home în Iași',
    title: 'Casa ta inteligentă, controlată local, fără cloud',
    lead: 'Instalez, configurez și întrețin sisteme Home Assistant pe un mini-calculator Raspberry Pi, direct în casa ta. Datele rămân la tine, iar automatizările funcționează și fără internet.',
    ctaAutomations: 'Vezi automatizările',
    ctaCalculator: 'Calculează costul',
    trust: ['Fără abonamente cloud', 'Suport inclus 30–90 de zile', 'Instalare completă în 10-14 zile'],
    whyTitle: 'De ce o casă inteligentă locală?',
    whyLead:
      'Platforma open-source Home Assistant rulează pe un mini-calculator din casa ta. Nimic nu depinde de serverele unui producător.',
    why: [
      {
        title: 'Control local, fără cloud',
        text: 'Comenzile și datele rămân în rețeaua ta. Nu există abonamente lunare și nici conturi la servicii externe.',
      },
      {
        title: 'Hardware la alegerea ta',
        text: 'Hardware-ul se cumpără separat. Te ajut să alegi componentele potrivite; dacă le comanzi prin mine, se adaugă un comision de serviciu de 10%.',
      },
      {
        title: 'Suport după instalare',
        text: 'Fiecare pachet include suport: 30, 60 sau 90 de zile. După aceea, 100 lei pe oră, cu o facturare minimă de 30 de minute.',
      },
    ],
    packagesTitle: 'Pachete',
    packagesLead: 'Trei pachete de instalare și configurare, cu prețuri fixe în euro.',
    packagesAll: 'Compară pachetele',
    processTitle: 'De la consultație la o casă inteligentă în 10-14 zile',
    processLead:
      'Consultație, planificare, hardware, instalare, instruire și suport: fiecare pas are o durată cunoscută dinainte.',
    processCta: 'Vezi procesul de instalare',
    areaTitle: 'Lucrez în Iași și împrejurimi',
    areaText:
      'Instalări la domiciliu în municipiul Iași, Valea Lupului, Miroslava, Breazu și Uricani. În alte localități ofer consultanță online.',
    areaCta: 'Cere o ofertă',
  },

  installationProcess: {
    title: 'Procesul de instalare',
    lead: 'O instalare completă durează de obicei 10-14 zile, de la prima discuție până la sistemul funcțional în casa ta. Iată ce se întâmplă la fiecare pas.',
    totalLabel: 'Durata totală tipică',
    total: '10-14 zile',
    durationLabel: 'Durată',
    steps: [
      {
        title: 'Consultație',
        duration: '1-2 ore',
        text: 'Discutăm despre casa ta, despre ce vrei să automatizezi și despre bugetul disponibil. În Iași și împrejurimi ne putem vedea la tine acasă; în alte localități, consultația are loc online.',
      },
      {
        title: 'Planificare',
        duration: '2-3 zile',
        text: 'Pregătesc planul sistemului: pachetul potrivit, lista de dispozitive compatibile, automatizările propuse și costul estimat al hardware-ului.',
      },
      {
        title: 'Achiziția hardware-ului',
        duration: '3-5 zile',
        text: 'Cumperi componentele de pe lista agreată sau le comand eu pentru tine, cu un comision de serviciu de 10%. Un Raspberry Pi costă în jur de 400-500 lei.',
      },
      {
        title: 'Instalare și configurare',
        duration: '1-2 zile',
        text: 'Instalez Home Assistant, integrez dispozitivele, configurez automatizările și dashboard-ul și verific împreună cu tine că totul funcționează local, fără cloud.',
      },
      {
        title: 'Instruire',
        duration: '3-4 ore',
        text: 'Îți arăt cum folosești aplicația, cum modifici o automatizare și ce faci dacă un dispozitiv nu răspunde, astfel încât să te descurci singur.',
      },
      {
        title: 'Suport',
        duration: '30 de zile',
        text: 'După instalare ai suport inclus: 30 de zile cu pachetul Basic, 60 cu Advanced și 90, prioritar, cu Premium. Ulterior, suportul costă 100 lei pe oră, cu o facturare minimă de 30 de minute.',
      },
    ],
    ctaTitle: 'Gata să începem?',
    ctaText: 'Primul pas este o consultație. Scrie-mi și stabilim împreună o întâlnire.',
    ctaContact: 'Programează o consultație',
    ctaPackages: 'Vezi pachetele',
    metaDescription:
      'Cum decurge instalarea unei case inteligente cu Home Assistant: consultație, planificare, hardware, instalare, instruire și suport, în 10-14 zile în total.',
  },

  /**
   * Authentication errors: the call-level fallbacks (thrown by the REST calls when the server sends
   * no message) and the context-level texts (kept by the auth state). Both are English on purpose:
   * they are the agreed texts, shared with the signed-in area.
   */
  errors: {
    csrf: 'Failed to get CSRF token',
    login: 'Login failed',
    register: 'Registration failed',
    profile: 'Failed to get user profile',
    logout: 'Logout failed',
    /** Worded like the others. */
    forgotPassword: 'Failed to request a password reset',
    resetPassword: 'Failed to reset password',
    context: {
      profile: 'Failed to load user profile',
      login: 'Failed to login',
      register: 'Failed to register',
    },
  },
} as const;

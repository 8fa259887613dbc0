/** Romanian copy of /contact (the form's own texts live with the form, in features/contact). */
export const contactPageContent = {
  title: 'Contact',
  metaDescription:
    'Scrie-mi pentru o consultație sau o ofertă de casă inteligentă cu Home Assistant: formular de contact, WhatsApp, program și zona de deservire din Iași și împrejurimi.',
  /** For a build given no WhatsApp number: the page then offers none, so neither does its description. */
  metaDescriptionWithoutMessaging:
    'Scrie-mi pentru o consultație sau o ofertă de casă inteligentă cu Home Assistant: formular de contact, program și zona de deservire din Iași și împrejurimi.',
  eyebrow: 'Hai să vorbim',
  lead: 'Ai o întrebare despre o casă inteligentă locală sau vrei o ofertă? Scrie-mi câteva rânduri despre locuința ta și te contactez pentru o primă discuție, fără nicio obligație.',
  formTitle: 'Trimite-mi un mesaj',
  formLead: 'Completează formularul și îți răspund pe email. Câmpurile marcate cu * sunt obligatorii.',
  asideLabel: 'Alte informații de contact',
  hoursTitle: 'Program de contact',
  hoursNote: 'Mesajele primite în afara programului primesc răspuns în următorul interval.',
  areaTitle: 'Zona de deservire',
  areaLead: 'Instalez la domiciliu în:',
  areaElsewhere: 'În alte localități ofer doar consultanță online.',
  messagingTitle: 'Preferi un mesaj rapid?',
  messagingText: 'Îmi poți scrie și pe WhatsApp, mai ales pentru întrebări scurte.',
  messagingCta: 'Deschide WhatsApp',
  faqTitle: 'Întrebări frecvente',
  faqText:
    'Prețuri, hardware, durata instalării sau ce se întâmplă fără internet: poate găsești răspunsul chiar acum.',
  faqCta: 'Citește răspunsurile',
} as const;

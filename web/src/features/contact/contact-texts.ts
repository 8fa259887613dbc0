/**
 * The Romanian texts of the contact form. The agreed wording, kept word for word: the states 'Se
 * trimite...', 'Mesajul a fost trimis cu succes!', 'A apărut o eroare. Te rog încearcă din nou.' and
 * 'Se încarcă verificarea...'; the field errors come from @smarthome/catalog,
 * which the server validates with too. The rest (labels, hints, notices) was written here.
 */
export const contactFormTexts = {
  name: 'Nume',
  email: 'Email',
  message: 'Mesaj',
  messageHint: 'Spune-mi pe scurt cum arată casa ta și ce ai vrea să automatizezi.',
  consent: {
    before: 'Sunt de acord cu',
    link: 'Termenii și Politica de Confidențialitate',
    after: 'și cu prelucrarea datelor mele pentru a primi un răspuns.',
  },
  required: 'obligatoriu',
  submit: 'Trimite mesajul',
  submitting: 'Se trimite...',
  success: 'Mesajul a fost trimis cu succes!',
  successDetail: 'Îți voi răspunde pe email cât mai curând, de obicei în programul de contact.',
  sendAnother: 'Trimite alt mesaj',
  failure: 'A apărut o eroare. Te rog încearcă din nou.',
  botCheckLoading: 'Se încarcă verificarea...',
  botCheckLabel: 'Verificare anti-spam',
  botCheckHint: 'Verificarea rulează automat în browser, fără imagini de ghicit și fără cookie-uri.',
  /** Google's terms allow hiding the reCAPTCHA badge only when the page says this. */
  recaptchaNotice: {
    before: 'Formularul este protejat de reCAPTCHA; se aplică',
    privacy: 'Politica de confidențialitate',
    and: 'și',
    terms: 'Termenii de utilizare',
    after: 'Google.',
  },
} as const;

/**
 * The Romanian texts of the bot check, the same on every form that runs it. 'Se încarcă
 * verificarea...' is the agreed wording, kept word for word.
 */
export const botCheckTexts = {
  loading: 'Se încarcă verificarea...',
  /** The unsolved widget's own words (ALTCHA's Romanian texts), on its place before it is drawn. */
  label: 'Nu sunt un robot',
  protectedBy: 'Protejat de ALTCHA',
  hint: 'Verificarea rulează automat în browser, fără imagini de ghicit și fără cookie-uri.',
  /** Google's terms allow hiding the reCAPTCHA badge only when the page says this. */
  recaptchaNotice: {
    before: 'Formularul este protejat de reCAPTCHA; se aplică',
    privacy: 'Politica de confidențialitate',
    and: 'și',
    terms: 'Termenii de utilizare',
    after: 'Google.',
  },
} as const;

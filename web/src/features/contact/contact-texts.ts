/**
 * The Romanian texts of the contact form. The agreed wording, kept word for word: the states 'Se
 * trimite...', 'Mesajul a fost trimis cu succes!', 'A apărut o eroare. Te rog încearcă din nou.' (the bot
 * check's own texts live with it, in components/bot-check); the field errors come from @smarthome/catalog,
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
} as const;

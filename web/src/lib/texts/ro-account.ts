/**
 * The Romanian texts of the account screens (login, register, the sign-in callback, password reset,
 * the second factor), of their fields, and the message a deleted account leaves on the home page
 * (passed there by the dashboard): apart from the site's other texts (ro.ts), which every page
 * loads, since only these screens need them.
 */

export const roAccount = {
  /**
   * The account screens (login, register, the sign-in callback, password reset). Agreed texts, word
   * for word: the screen fallbacks ('Autentificare eșuată…', 'Autentificare cu Google eșuată.',
   * 'Înregistrarea a eșuat…', 'Eroare la autentificare') and 'Parolele nu corespund'. Field errors
   * follow the contact form's style ('… este obligatoriu').
   */
  login: {
    title: 'Conectare',
    lead: 'Intră în contul tău pentru a urmări instalările și cererile de suport.',
    email: 'Email',
    password: 'Parolă',
    forgotPassword: 'Ai uitat parola?',
    submit: 'Conectare',
    submitting: 'Se conectează...',
    or: 'sau',
    google: 'Continuă cu Google',
    facebook: 'Continuă cu Facebook',
    facebookUnavailable: 'Indisponibil momentan',
    noAccount: 'Nu ai cont?',
    register: 'Creează un cont',
    termsPrefix: 'Prin conectare ești de acord cu',
    terms: 'Termenii și Politica de Confidențialitate',
    chatHint: 'Conectează-te pentru a continua conversația cu asistentul virtual.',
    activated: 'Contul tău a fost activat. Te poți conecta acum.',
    activationInvalid: 'Linkul de activare nu este valid sau a expirat.',
    /** Follows activationInvalid; the middle part links to /contact. */
    activationHelp: {
      before: 'Încearcă să te conectezi; dacă nu reușești,',
      link: 'scrie-mi',
      after: 'și te ajut să îți activezi contul.',
    },
    failed: 'Autentificare eșuată. Vă rugăm să verificați datele de conectare.',
    /** The step after the password, for an account with an authenticator app. */
    secondFactor: {
      formLabel: 'Cod de verificare',
      title: 'Verificare în doi pași',
      totpLead:
        'Deschide aplicația de autentificare și introdu codul de 6 cifre afișat pentru SmartHome Iași.',
      recoveryLead:
        'Introdu unul dintre codurile de recuperare salvate când ai activat verificarea. Fiecare cod merge o singură dată.',
      totpCode: 'Codul din aplicație',
      recoveryCode: 'Cod de recuperare',
      recoveryHint: 'De forma xxxxx-xxxxx',
      useRecovery: 'Nu ai telefonul la tine? Folosește un cod de recuperare',
      useTotp: 'Folosește codul din aplicație',
      submit: 'Verifică',
      submitting: 'Se verifică...',
      back: 'Înapoi la email și parolă',
      totpRequired: 'Codul este obligatoriu',
      totpShape: 'Codul are 6 cifre',
      recoveryRequired: 'Codul de recuperare este obligatoriu',
      recoveryShape: 'Codul de recuperare are 10 litere și cifre (xxxxx-xxxxx)',
      wrongTotp: 'Codul nu este corect. Așteaptă codul următor din aplicație și încearcă din nou.',
      wrongRecovery: 'Codul de recuperare nu este corect sau a fost deja folosit.',
      expired: 'Verificarea a expirat. Conectează-te din nou cu emailul și parola.',
    },
  },

  /** Shown on the home page once an account has deleted itself from the dashboard. */
  accountDeleted: {
    text: 'Contul tău a fost șters și ai fost deconectat. Îți mulțumim că ai folosit SmartHome Iași.',
  },

  register: {
    title: 'Creează cont',
    lead: 'Cu un cont îți urmărești instalarea și cererile de suport și poți vorbi cu asistentul virtual.',
    firstName: 'Prenume',
    lastName: 'Nume',
    email: 'Email',
    password: 'Parolă',
    confirmPassword: 'Confirmă parola',
    submit: 'Creează contul',
    submitting: 'Se creează contul...',
    haveAccount: 'Ai deja cont?',
    login: 'Conectează-te',
    /** The line by the submit button: "Prin crearea contului accepți termenii … și nota de confidențialitate." */
    consent: {
      before: 'Prin crearea contului accepți',
      terms: 'termenii serviciului',
      and: 'și',
      privacy: 'nota de confidențialitate',
    },
    successTitle: 'Contul a fost creat',
    /** Shown when the server's answer carries no message of its own. */
    successFallback: 'Contul tău a fost creat. Te vei putea conecta după ce este activat.',
    toLogin: 'Mergi la conectare',
    failed: 'Înregistrarea a eșuat. Vă rugăm să încercați din nou.',
  },

  forgotPassword: {
    title: 'Ai uitat parola?',
    lead: 'Scrie adresa de email a contului și îți trimitem un link cu care îți alegi o parolă nouă.',
    email: 'Email',
    submit: 'Trimite linkul de resetare',
    submitting: 'Se trimite...',
    backToLogin: 'Înapoi la conectare',
    sentTitle: 'Verifică-ți emailul',
    /** Neutral on purpose: it must not reveal whether an account exists for the address. */
    sent: (email: string) =>
      `Dacă există un cont asociat adresei ${email}, vei primi în câteva minute un email cu un link pentru resetarea parolei.`,
    sentHint: 'Nu găsești emailul? Verifică și dosarul Spam sau trimite din nou linkul.',
    sendAgain: 'Trimite din nou',
    failed: 'Nu am putut trimite linkul de resetare. Te rugăm să încerci din nou.',
  },

  resetPassword: {
    title: 'Alege o parolă nouă',
    lead: 'Scrie parola nouă de două ori. După ce o salvezi, te poți conecta cu ea.',
    password: 'Parola nouă',
    confirmPassword: 'Confirmă parola nouă',
    submit: 'Salvează parola nouă',
    submitting: 'Se salvează...',
    successTitle: 'Parola a fost schimbată',
    success: 'Parola ta a fost schimbată. Te poți conecta acum cu parola nouă.',
    toLogin: 'Mergi la conectare',
    invalidTitle: 'Link invalid sau expirat',
    invalid:
      'Linkul de resetare a parolei nu este valid sau a expirat. Cere un link nou și folosește-l pe cel mai recent primit.',
    requestNew: 'Cere un link nou',
    failed: 'Parola nu a putut fi schimbată. Te rugăm să încerci din nou.',
  },

  oauthCallback: {
    title: 'Finalizare autentificare',
    completing: 'Se finalizează autentificarea...',
    failed: 'Eroare la autentificare',
    googleFailed: 'Autentificare cu Google eșuată.',
    backToLogin: 'Înapoi la conectare',
  },

  /** Field errors of the account forms (register, login, new password). */
  validation: {
    firstNameRequired: 'Prenumele este obligatoriu',
    lastNameRequired: 'Numele este obligatoriu',
    emailRequired: 'Email-ul este obligatoriu',
    emailInvalid: 'Email-ul nu este valid',
    passwordRequired: 'Parola este obligatorie',
    passwordTooShort: (min: number) => `Parola trebuie să conțină cel puțin ${min} caractere`,
    confirmRequired: 'Confirmarea parolei este obligatorie',
    confirmTooShort: (min: number) => `Confirmarea parolei trebuie să conțină cel puțin ${min} caractere`,
    passwordsMismatch: 'Parolele nu corespund',
    /**
     * The server's own password rules, word for word as the auth service answers them: it alone
     * holds the list of common passwords, and these texts let the form put its answer on the field.
     */
    passwordGuessable:
      'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
    staffPasswordTooShort: (min: number) =>
      `Parola unui cont de personal trebuie să aibă cel puțin ${min} caractere`,
    passwordHint: (min: number) => `Cel puțin ${min} caractere`,
    showPassword: 'Afișează parola',
    hidePassword: 'Ascunde parola',
    /** Announced above a form that was sent with errors. */
    fixErrors: 'Verifică câmpurile marcate.',
  },
} as const;

/**
 * Every text this service sends to people, in one place per language. The public account
 * screens (sign-in, registration, password reset) are Romanian like the public site; the
 * users admin is English like the dashboard.
 */
export const ro = {
  /** The same for an unknown e-mail, a wrong password and a locked account: nothing to learn from it. */
  invalidCredentials: 'Email sau parolă incorectă.',
  inactiveAccount: 'Contul nu este activ. Folosiți linkul de activare primit pe e-mail.',
  tooManyAttempts: 'Prea multe încercări. Vă rugăm să încercați din nou mai târziu.',
  registered: 'Contul a fost creat. Verificați e-mailul pentru linkul de activare.',
  registeredActive: 'Contul a fost creat.',
  emailTaken: 'Există deja un cont cu această adresă de e-mail.',
  /** Neutral: the same whether or not an account has this address. */
  resetRequested:
    'Dacă există un cont cu această adresă, veți primi un e-mail cu instrucțiunile de resetare a parolei.',
  passwordReset: 'Parola a fost schimbată. Vă puteți autentifica cu noua parolă.',
  invalidResetLink: 'Linkul de resetare a parolei este invalid sau a expirat.',
  invalidActivationLink: 'Linkul de activare este invalid sau a expirat.',
  /** Google answered, but cannot vouch for the address: no account is opened or linked on it. */
  googleEmailUnverified:
    'Contul Google nu are o adresă de e-mail verificată. Verificați adresa la Google sau creați un cont cu e-mail și parolă.',
  /**
   * Google vouches for a staff member's address, but the account has no authenticator app: it is
   * neither linked nor signed in.
   */
  providerNeedsStaffSecondFactor:
    'Conturile de personal se pot conecta cu Google doar după activarea aplicației de autentificare (al doilea factor). Autentificați-vă cu e-mail și parolă și activați-o din pagina de securitate a contului.',
  field: {
    firstNameRequired: 'Prenumele este obligatoriu',
    lastNameRequired: 'Numele este obligatoriu',
    emailRequired: 'Email-ul este obligatoriu',
    emailInvalid: 'Email-ul nu este valid',
    passwordRequired: 'Parola este obligatorie',
    /** A password has at least 6 characters. */
    passwordTooShort: 'Parola trebuie să aibă cel puțin 6 caractere',
    /** Staff accounts (installer, admin): at least 12 characters. */
    staffPasswordTooShort: (min: number) =>
      `Parola unui cont de personal trebuie să aibă cel puțin ${min} caractere`,
    /** A very common password, a dictionary word, a sequence, or the person's own name or address. */
    passwordGuessable:
      'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
    passwordsDiffer: 'Parolele nu corespund',
    tooLong: (label: string, max: number) => `${label} poate avea cel mult ${max} caractere`,
    notText: (label: string) => `${label} trebuie să fie un text`,
  },
  label: {
    firstName: 'Prenumele',
    lastName: 'Numele',
    email: 'Email-ul',
    password: 'Parola',
    token: 'Linkul',
  },
} as const;

export const en = {
  userNotFound: 'User not found',
  adminNotDeleted: 'Admin users cannot be deleted.',
  /** Confirming a step with Google instead of a password (an account of Google alone). */
  googleConfirmation: {
    otherAccount: 'That Google account is not the one this account signs in with.',
  },
  adminNotDeactivated: 'Admin users cannot be deactivated.',
  adminNotDemoted: 'The role of an admin user cannot be changed.',
  emailTaken: 'A user with this email already exists.',
  userDeleted: 'User deleted successfully',
  field: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is not valid',
    roleInvalid: 'Role must be user, installer or admin',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    notText: (label: string) => `${label} must be a string`,
  },
  label: { firstName: 'First name', lastName: 'Last name', email: 'Email', role: 'Role' },
  apiTokens: {
    notWithApiToken: 'API tokens cannot create API tokens: sign in to create one',
    tooMany: (max: number) => `You can have at most ${max} active API tokens: revoke one to create another`,
    nameTaken: (name: string) => `You already have an active API token named "${name}"`,
    notFound: 'API token not found',
    field: {
      nameLabel: 'Name',
      nameRequired: 'Name is required',
      scopeInvalid: 'Scope must be read or write',
      expiryInvalid: (min: number, max: number) =>
        `Expiry must be a whole number of days from ${min} to ${max}`,
    },
  },
  /** Deleting one's own account (the dashboard's profile). */
  accountDeletion: {
    passwordRequired: 'Password is required',
    passwordTooLong: 'Password is too long',
    passwordNotText: 'Password must be a string',
    codeRequired: 'Your account has an authenticator app: enter a code from it (or a recovery code)',
    codeTooLong: 'The code is too long',
    codeNotText: 'The code must be a string',
    wrongPassword: 'The password is not correct.',
    wrongPasswordOrCode: 'The password or the code is not correct.',
    noPassword:
      'Your account signs in with Google and has no password: confirm with Google first, then delete the account.',
  },
} as const;

/**
 * The English texts of the security screen (every signed-in user): the second factor of the
 * account's sign-in (an authenticator app, with recovery codes) and the account's own data. The
 * server's refusals are shown in its own words (also English); the call-level fallbacks here stand in
 * where it sent none.
 */
export const securityTexts = {
  title: 'Security',
  lead: 'Protect your sign-in with an authenticator app, and take away or delete the data of your account.',
  /** The staff policy: the server refuses everything else until the app is on. */
  enrolmentRequired: {
    title: 'Two-step verification is required for your account',
    body: 'Set up an authenticator app below to continue: until then, the other dashboard pages stay closed to your account.',
  },
  status: {
    title: 'Two-step verification',
    on: 'On',
    off: 'Off',
    onText: 'Signing in with your password also asks for a 6-digit code from your authenticator app.',
    offText:
      'Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…) to your password, so that a stolen password alone cannot open your account.',
    recoveryLeft: (n: number) => `${n} ${n === 1 ? 'recovery code' : 'recovery codes'} left`,
    recoveryLow: 'You are running out of recovery codes: create new ones.',
    noPassword:
      'This account signs in with Google and has no password, so a code from an authenticator app would guard nothing here: Google’s own sign-in, and its two-step verification, protect it. To add a code here, first set a password.',
    setPassword: 'Set a password',
    loading: 'Loading your security settings...',
    setUp: 'Set up authenticator app',
    settingUp: 'Starting...',
    regenerate: 'New recovery codes',
    disable: 'Turn off',
  },
  enrol: {
    title: 'Set up your authenticator app',
    scan: '1. Scan this QR code with your authenticator app.',
    qrAlt: 'QR code of the setup key, for your authenticator app',
    manual: "Can't scan it? Enter this setup key in the app instead:",
    secretLabel: 'Setup key',
    enterCode: '2. Enter the 6-digit code the app now shows for SmartHome Iași.',
    code: 'Code from the app',
    submit: 'Turn on',
    submitting: 'Checking...',
    cancel: 'Cancel',
  },
  recovery: {
    title: 'Your recovery codes',
    warning:
      'Store these codes now, somewhere safe: a password manager, or printed. They are shown only this once.',
    usage:
      'If you lose your phone, each code signs you in once in place of the code from the app. Any codes you had before no longer work.',
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    download: 'Download (.txt)',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the codes and copy them yourself.',
    done: "I've stored them",
    fileName: 'smarthome-iasi-recovery-codes.txt',
    fileHeader: (email: string, date: string) => [
      'SmartHome Iași: recovery codes',
      `Account: ${email}`,
      `Created: ${date}`,
      '',
      'Each code signs you in once in place of the code from your authenticator app.',
      '',
    ],
  },
  copy: { copy: 'Copy', copied: 'Copied', copyFailed: 'Could not copy: select it and copy it yourself.' },
  proof: {
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    code: 'Code',
    codeHint: 'The 6 digits of your authenticator app, or one of your recovery codes.',
    cancel: 'Cancel',
    close: 'Close',
    disable: {
      title: 'Turn off two-step verification',
      body: 'Signing in will ask for your password only, and your recovery codes stop working.',
      submit: 'Turn off',
      submitting: 'Turning off...',
    },
    regenerate: {
      title: 'Create new recovery codes',
      body: 'Your current recovery codes stop working as soon as the new ones are made.',
      submit: 'Create new codes',
      submitting: 'Creating...',
    },
  },
  data: {
    title: 'Your data',
    lead: 'Download a copy of what your account holds (your details, installations, support issues and comments), or delete the account.',
    leadNotDeletable:
      'Download a copy of what your account holds (your details, installations, support issues and comments).',
    download: 'Download my data',
    downloading: 'Preparing your file...',
    downloaded: 'Your data has been downloaded.',
    deleteTitle: 'Delete your account',
    deleteLead: 'Deleting your account signs you out and removes your personal data. This cannot be undone.',
    adminNotDeletable: 'Admin users cannot be deleted.',
    delete: 'Delete my account',
    deleteWithGoogle:
      'This account signs in with Google and has no password: to delete it, confirm with Google first. You sign in to Google again and come back here.',
    confirmWithGoogle: 'Confirm with Google',
    confirmedWithGoogle: {
      title: 'Delete your account?',
      cancel: 'Cancel',
      confirm: 'Delete my account',
      deleting: 'Deleting...',
    },
    confirmedQuestion: 'You confirmed with Google. This deletes your account for good and signs you out.',
    confirm: {
      title: 'Delete your account?',
      body: 'This deletes your account for good and signs you out. Enter your password to confirm.',
      submit: 'Delete my account',
      submitting: 'Deleting...',
    },
  },
  messages: {
    enabled: 'Two-step verification is on.',
    disabled: 'Two-step verification is off.',
    regenerated: 'New recovery codes created.',
    dismiss: 'Dismiss',
  },
  errors: {
    passwordRequired: 'Password is required',
    codeRequired: 'Code is required',
    totpShape: 'The code is 6 digits',
    codeShape: 'Enter the 6 digits of your app, or a recovery code (xxxxx-xxxxx)',
    load: 'Failed to load your security settings. Please try again later.',
    tryAgain: 'Try Again',
    start: 'Failed to start the setup. Please try again.',
    confirm: 'Failed to turn on two-step verification. Please try again.',
    disable: 'Failed to turn off two-step verification. Please try again.',
    regenerate: 'Failed to create new recovery codes. Please try again.',
    download: 'Failed to download your data. Please try again.',
    delete: 'Failed to delete your account. Please try again.',
  },
} as const;

/**
 * The English texts of the API tokens screen (any signed-in user). The field messages, the limit and
 * the name-in-use message are the auth service's own words, so the page's checks and the server's
 * refusals read the same; the call-level fallbacks with their status go to the console.
 */
export const apiTokensTexts = {
  title: 'API Tokens',
  /** The lead sentence, in parts: the page sets the addresses and the header in code. */
  lead: {
    intro: 'Personal API tokens let your integrations and scripts call the GraphQL API at',
    and: 'and the REST API at',
    send: 'Send one as',
    role: 'It acts with your role; a read-only token can only run queries.',
    reference: 'API reference',
    seeThe: 'See the',
  },
  form: {
    title: 'Create a token',
    name: 'Name',
    nameHint: 'What the token is for, e.g. "Home Assistant backup". At most 60 characters.',
    scope: 'Scope',
    scopes: {
      read: { label: 'Read only', hint: 'Queries only: it cannot change anything.' },
      write: { label: 'Read and write', hint: 'Queries and changes, as far as your role allows.' },
    },
    expiry: 'Expires in',
    expiryHint: 'You can revoke a token at any time before it expires.',
    days: (days: number) => `${days} days`,
    submit: 'Create token',
    submitting: 'Creating...',
  },
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: (max: number) => `Name must be at most ${max} characters`,
    nameTaken: (name: string) => `You already have an active API token named "${name}"`,
    tooMany: (max: number) => `You can have at most ${max} active API tokens: revoke one to create another`,
    expiryInvalid: (min: number, max: number) =>
      `Expiry must be a whole number of days from ${min} to ${max}`,
    load: 'Failed to load your API tokens. Please try again later.',
    create: 'Failed to create the API token. Please try again.',
    revoke: 'Failed to revoke the API token. Please try again.',
  },
  secret: {
    title: (name: string) => `Token "${name}" created`,
    warning: 'Copy this token now. You will not be able to see it again.',
    label: 'Your new token',
    usage: 'Send it in the Authorization header: Bearer followed by the token.',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the token and copy it yourself.',
    done: 'Done',
  },
  list: {
    title: 'Your tokens',
    caption: 'Your API tokens',
    count: (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`,
    loading: 'Loading API tokens...',
    empty: 'You have no API tokens yet.',
    emptyHint: 'Create one above to call the API from a script or an integration.',
    tryAgain: 'Try Again',
    columns: {
      name: 'Name',
      scope: 'Scope',
      prefix: 'Prefix',
      created: 'Created',
      expires: 'Expires',
      lastUsed: 'Last used',
      status: 'Status',
      actions: 'Actions',
    },
    never: 'Never',
    scopes: { read: 'Read only', write: 'Read and write', calendar: 'Calendar link' },
    statuses: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
    revoke: (name: string) => `Revoke ${name}`,
    revokeShort: 'Revoke',
  },
  confirmRevoke: {
    title: 'Revoke API token',
    body: (name: string) =>
      `Revoke the token "${name}"? Integrations and scripts using it are refused at once. This cannot be undone.`,
    cancel: 'Cancel',
    confirm: 'Revoke',
    deleting: 'Revoking...',
  },
  revoked: 'API token revoked',
  close: 'Close',
  dismiss: 'Dismiss',
  /** Call-level fallbacks, used when the server sends no message; they go to the console. */
  api: {
    fetch: (status: number) => `Failed to fetch API tokens (${status})`,
    create: (status: number) => `Failed to create API token (${status})`,
    revoke: (status: number) => `Failed to revoke API token (${status})`,
  },
} as const;

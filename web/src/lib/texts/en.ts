/** A value quoted in a sentence: at most 120 characters, on one line. */
const clipped = (value: string): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/** Every English text of the signed-in area, in one place: components take their words from here. */
export const en = {
  brand: 'SmartHome Iași',
  area: 'Dashboard',
  a11y: {
    sidebar: 'Dashboard navigation',
    openSidebar: 'Open navigation',
    closeSidebar: 'Close navigation',
    skipToContent: 'Skip to content',
  },
  sidebar: {
    dashboard: 'Dashboard',
    installations: 'Installations',
    issues: 'Support Issues',
    blueprints: 'Blueprints',
    users: 'Users',
    tokens: 'Token Usage',
    news: 'News',
    blog: 'Blog',
    testimonials: 'Testimonials',
    webhooks: 'Webhooks',
    security: 'Security',
    backToWebsite: 'Back to Website',
    logout: 'Logout',
  },
  roles: { admin: 'Administrator', installer: 'Installer', user: 'User' },
  loading: 'Loading...',
  /** A save refused because someone else saved the record meanwhile; the form has read it again. */
  changedMeanwhile: (record: string) =>
    `Someone else changed this ${record} in the meantime. The form now shows their changes, and what you changed is kept: check it, then save again.`,
  /** Under a field that both the reader and someone else changed: the other value, the typed one kept. */
  savedMeanwhile: (value: string) =>
    value.trim()
      ? `Someone else saved “${clipped(value)}” here in the meantime. Yours is kept: saving puts it in their place.`
      : 'Someone else emptied this field in the meantime. Yours is kept: saving puts it in their place.',
  unsavedChanges: {
    title: 'Leave without saving?',
    question: 'What you changed on this page has not been saved. If you leave now, it is lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
    close: 'Close',
  },
  signedOut: {
    title: 'You have been signed out',
    body: 'Your session ended: it expired, or this account signed out elsewhere. Sign in again in a new tab, then come back here; what you typed is kept.',
    signIn: 'Sign in in a new tab',
    /** What a refused call says where its screen shows failures (a form, a list). */
    refused: 'You are signed out. Sign in again in a new tab, then try again here.',
  },
  home: {
    welcome: (firstName: string) => `Welcome, ${firstName}`,
    lead: 'Follow your installations and support issues from one place.',
    detailsTitle: 'Your details',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    signIn: 'Sign-in method',
    emailProvider: 'Email',
    status: 'Account',
    active: 'Active',
    inactive: 'Inactive',
    quickActions: 'Quick actions',
    reportIssue: 'Report an issue',
    viewInstallations: 'View installations',
    viewIssues: 'View support issues',
    newInstallation: 'New installation',
    viewBlueprints: 'Browse blueprints',
    apiTokens: 'API tokens',
    roleBoxes: {
      user: {
        title: 'Need help?',
        body: 'Report an issue from the installation it concerns. You are notified by e-mail when the installer answers in its thread or changes its status.',
      },
      installer: {
        title: 'Installer tools',
        body: 'You see every installation and support issue. Keep the reusable automations in the blueprint library.',
      },
      admin: {
        title: 'Administration',
        body: 'You manage installations and their hardware, user accounts and the content of the public site.',
      },
    },
  },
  /**
   * /dashboard/users (admin only). The agreed wording, kept word for word: the four status messages,
   * the load, delete, not-found and admin texts, and the call-level fallbacks with their status. The
   * labels, the confirmation, the edit form's field errors, and the screen texts for a failed edit or
   * status change are worded like the delete failure.
   */
  users: {
    title: 'Users',
    lead: 'Manage customer and staff accounts: details, roles and access.',
    count: (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`,
    pagination: {
      nav: 'User pages',
      previous: 'Previous',
      next: 'Next',
      page: (n: number) => `Page ${n}`,
    },
    loading: 'Loading users...',
    empty: 'No user accounts yet.',
    tryAgain: 'Try Again',
    caption: 'User accounts',
    columns: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      status: 'Status',
      provider: 'Sign-in',
      created: 'Created',
      actions: 'Actions',
    },
    you: 'You',
    active: 'Active',
    inactive: 'Inactive',
    emailProvider: 'Email',
    action: {
      edit: (name: string) => `Edit ${name}`,
      activate: (name: string) => `Activate ${name}`,
      deactivate: (name: string) => `Deactivate ${name}`,
      delete: (name: string) => `Delete ${name}`,
    },
    actionShort: { edit: 'Edit', activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' },
    adminCannotBeDeactivated: 'Admin users cannot be deactivated.',
    adminCannotBeDeleted: 'Admin users cannot be deleted.',
    /** Under an active admin, where both actions are refused. */
    adminProtected: 'Admin users cannot be deactivated or deleted.',
    messages: {
      activated: 'User activated successfully',
      deactivated: 'User deactivated successfully',
      updated: 'User updated successfully',
      deleted: 'User deleted successfully',
    },
    errors: {
      load: 'Failed to load users. Please try again later.',
      delete: 'Failed to delete user. Please try again.',
      notFound: 'User not found. Please refresh the page and try again.',
      update: 'Failed to update user. Please try again.',
      toggle: 'Failed to change the user status. Please try again.',
    },
    /** Call-level fallbacks, used when the server sends no message; they go to the console, not the screen. */
    api: {
      fetch: (status: number) => `Failed to fetch users (${status})`,
      update: (status: number) => `Failed to update user (${status})`,
      delete: (status: number) => `Failed to delete user (${status})`,
      active: (status: number) => `Failed to update user active status (${status})`,
    },
    form: {
      title: 'Edit user',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      role: 'Role',
      cancel: 'Cancel',
      save: 'Save changes',
      saving: 'Saving...',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email is not valid',
      roleRequired: 'Role is required',
      ownRole: 'You cannot change your own role.',
      adminRole: 'The role of an admin user cannot be changed.',
      adminForGood:
        'An administrator cannot be given another role or deleted afterwards, and once active cannot be deactivated.',
    },
    confirmDelete: {
      title: 'Delete user',
      body: (name: string, email: string) =>
        `Are you sure you want to delete ${name} (${email})? This action cannot be undone.`,
      confirm: 'Delete',
      deleting: 'Deleting...',
      cancel: 'Cancel',
    },
    dismiss: 'Dismiss',
    close: 'Close',
  },
  titles: {
    installations: 'Installations',
    newInstallation: 'New Installation',
    installation: 'Installation',
    editInstallation: 'Edit Installation',
    issues: 'Support Issues',
    newIssue: 'New Issue',
    issue: 'Issue',
    editIssue: 'Edit Issue',
    users: 'Users',
    blueprints: 'Blueprints',
    newBlueprint: 'New Blueprint',
    blueprint: 'Blueprint',
    editBlueprint: 'Edit Blueprint',
    tokens: 'Token Usage',
    news: 'News',
    createNews: 'Create News',
    newsItem: 'News Item',
    editNews: 'Edit News',
    blog: 'Blog',
    createBlog: 'Create Blog Post',
    blogPost: 'Blog Post',
    editBlog: 'Edit Blog Post',
    testimonials: 'Testimonials',
    messages: 'Messages',
  },
} as const;

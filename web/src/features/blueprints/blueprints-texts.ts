/**
 * The English texts of the blueprint library (installers and admins). Kept word for word: 'All
 * Tags', the table's columns, 'Title, tag, and content are required', the delete question, 'Blueprint
 * not found' and the call-level fallbacks ('Failed to fetch blueprints', …), which are also what the
 * screen shows when the server gives no message.
 */
export const blueprintsTexts = {
  /** What one of them is called in a sentence ('Someone else changed this blueprint …'). */
  record: 'blueprint',
  lead: 'Reusable Home Assistant automations, ready to paste into a customer’s configuration.',
  create: 'Create Blueprint',
  caption: 'Blueprints',
  loading: 'Loading...',
  empty: 'No blueprints yet.',
  emptyHint: 'Create the first one: paste the YAML of an automation you use often.',
  emptyForTag: 'No blueprints with this tag.',
  tryAgain: 'Try Again',
  filter: { label: 'Tag', all: 'All Tags', clear: 'Clear' },
  columns: { title: 'Title', tag: 'Tag', created: 'Created', updated: 'Last Updated', actions: 'Actions' },
  action: {
    view: (title: string) => `View ${title}`,
    edit: (title: string) => `Edit ${title}`,
    delete: (title: string) => `Delete ${title}`,
  },
  actionShort: { view: 'View', edit: 'Edit', delete: 'Delete' },
  pagination: {
    nav: 'Blueprint pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  messages: {
    created: 'Blueprint created successfully',
    updated: 'Blueprint updated successfully',
    deleted: 'Blueprint deleted successfully',
  },
  form: {
    title: 'Title',
    tag: 'Tag',
    tagHint: 'One tag, e.g. lighting; pick one in use or type a new one.',
    content: 'Content',
    contentHint: 'The blueprint’s YAML, as Home Assistant reads it.',
    required: 'Title, tag, and content are required',
    cancel: 'Cancel',
    create: 'Create',
    update: 'Update',
    saving: 'Saving...',
  },
  detail: {
    back: 'Back to List',
    tag: 'Tag',
    created: 'Created',
    updated: 'Last Updated',
    content: 'Content',
    copy: 'Copy',
    copied: 'Copied!',
    copyFailed: 'Copy failed',
    edit: 'Edit',
    delete: 'Delete',
    notFound: 'Blueprint not found',
  },
  confirmDelete: {
    title: 'Delete blueprint',
    body: 'Are you sure you want to delete this blueprint?',
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  /** What the calls fail with when the server gives no message of its own. */
  api: {
    fetchList: 'Failed to fetch blueprints',
    fetchItem: 'Failed to fetch blueprint',
    fetchForm: 'Failed to fetch blueprint data',
    save: 'Failed to save blueprint',
    delete: 'Failed to delete blueprint',
  },
  dismiss: 'Dismiss',
  close: 'Close',
} as const;

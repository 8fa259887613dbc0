/**
 * The English texts of the news admin. Kept word for word: the form's 'Title and description are
 * required', the delete question, 'News article not found' and the call-level fallbacks ('Failed to
 * fetch news', …), which are also what the screen shows when the server gives no message.
 */
export const newsTexts = {
  /** What one of them is called in a sentence ('Someone else changed this news item …'). */
  record: 'news item',
  lead: 'News items shown on the public News page, newest first.',
  create: 'Create News',
  caption: 'News items',
  loading: 'Loading...',
  empty: 'No news items yet.',
  emptyHint: 'Create the first one: it appears on the public News page at once.',
  tryAgain: 'Try Again',
  columns: { title: 'Title', created: 'Created', tags: 'Tags', actions: 'Actions' },
  noTags: 'No tags',
  action: {
    view: (title: string) => `View ${title}`,
    edit: (title: string) => `Edit ${title}`,
    delete: (title: string) => `Delete ${title}`,
  },
  actionShort: { view: 'View', edit: 'Edit', delete: 'Delete' },
  pagination: {
    nav: 'News pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  messages: {
    created: 'News created successfully',
    updated: 'News updated successfully',
    deleted: 'News deleted successfully',
  },
  form: {
    title: 'Title',
    description: 'Description',
    descriptionHint: 'Each line is shown as its own paragraph.',
    tags: 'Tags',
    tagInput: 'New tag',
    tagPlaceholder: 'Type a tag',
    addTag: 'Add',
    removeTag: (tag: string) => `Remove tag ${tag}`,
    noTags: 'No tags yet.',
    required: 'Title and description are required',
    cancel: 'Cancel',
    create: 'Create',
    update: 'Update',
    saving: 'Saving...',
  },
  detail: {
    created: 'Created',
    updated: 'Last Updated',
    tags: 'Tags',
    description: 'Description',
    edit: 'Edit',
    delete: 'Delete',
    back: 'Back to List',
    notFound: 'News article not found',
  },
  confirmDelete: {
    title: 'Delete news item',
    body: 'Are you sure you want to delete this news item?',
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  /** What the calls fail with when the server gives no message of its own. */
  api: {
    fetchList: 'Failed to fetch news',
    fetchItem: 'Failed to fetch news item',
    fetchForm: 'Failed to fetch news data',
    save: 'Failed to save news',
    delete: 'Failed to delete news',
  },
  dismiss: 'Dismiss',
  close: 'Close',
} as const;

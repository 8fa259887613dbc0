import { issueStatusLabels } from '@/lib/issue-status';

/**
 * The English texts of the support issues. Kept word for word: the status names ('In Progress' for
 * wip), the three status buttons, 'Please fill out all fields', 'Comment cannot be empty', the load,
 * status-change, delete and not-found texts, and the call-level fallbacks ('Failed to get issues', …),
 * which are also what a screen shows when the server gives no message.
 */
export const issuesTexts = {
  /** What one of them is called in a sentence ('Someone else changed this issue …'). */
  record: 'issue',
  lead: 'Report problems with an installation and follow them until they are resolved.',
  create: 'Report an Issue',
  caption: 'Support issues',
  loading: 'Loading...',
  empty: 'No support issues yet.',
  emptyHint: 'Report one from here or from its installation: the installer is notified at once.',
  tryAgain: 'Try Again',
  columns: {
    title: 'Title',
    installation: 'Installation',
    status: 'Status',
    reportedBy: 'Reported by',
    created: 'Created',
    actions: 'Actions',
  },
  status: issueStatusLabels,
  statusAction: {
    wip: 'Mark as In Progress',
    resolved: 'Mark as Resolved',
    open: 'Reopen Issue',
  },
  /** The accessible names of the list's status buttons: the words on screen, then the issue. */
  statusActionFor: {
    wip: (title: string) => `Mark as In Progress: ${title}`,
    resolved: (title: string) => `Mark as Resolved: ${title}`,
    open: (title: string) => `Reopen Issue: ${title}`,
  },
  view: (title: string) => `View ${title}`,
  viewShort: 'View',
  pagination: {
    nav: 'Issue pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  messages: {
    status: {
      wip: 'Issue marked as In Progress',
      resolved: 'Issue marked as Resolved',
      open: 'Issue reopened',
    },
    created: 'Issue reported successfully',
    updated: 'Issue updated successfully',
    deleted: 'Issue and all its comments were successfully deleted',
    commented: 'Comment added',
  },
  errors: {
    load: 'Failed to load issues. Please try again later.',
    status: 'Failed to update issue status. Please try again.',
    recent: 'Failed to load recent issues',
    notFound: 'Issue not found',
    /** The edit page of an issue the account may not change (the server's refusal, word for word). */
    notReporter: 'Only the person who reported this issue, an installer or an admin can change or delete it',
    installationNotFound: 'Installation not found',
  },
  detail: {
    back: 'Back to Issues',
    installation: 'Installation',
    reportedBy: 'Reported by',
    created: 'Created',
    updated: 'Last Updated',
    status: 'Status',
    description: 'Description',
    edit: 'Edit',
    delete: 'Delete',
    unknownAuthor: 'Former user',
  },
  comments: {
    title: 'Comments',
    none: 'No comments yet.',
    label: 'Add a comment',
    placeholder: 'Write a reply...',
    submit: 'Add Comment',
    sending: 'Sending...',
    empty: 'Comment cannot be empty',
  },
  form: {
    installation: 'Installation',
    chooseInstallation: 'Select an installation',
    title: 'Title',
    description: 'Description',
    descriptionHint: 'What happens, since when, and what you have tried.',
    required: 'Please fill out all fields',
    cancel: 'Cancel',
    create: 'Submit Issue',
    update: 'Update Issue',
    saving: 'Saving...',
    noInstallations: 'There is no installation to report an issue on yet.',
  },
  confirmDelete: {
    title: 'Delete issue',
    body: 'Are you sure you want to delete this issue? Its comments will be deleted too.',
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  widget: {
    title: 'Recent Issues',
    empty: 'No support issues yet.',
    viewAll: 'View all issues',
  },
  /** What the calls fail with when the server gives no message of its own. */
  api: {
    fetchList: 'Failed to get issues',
    fetchItem: 'Failed to get issue',
    create: 'Failed to create issue',
    update: 'Failed to update issue',
    status: (status: number) => `Failed to update issue status: ${status}`,
    comment: 'Failed to add comment',
    delete: 'Failed to delete issue',
    installations: 'Failed to fetch installations',
  },
  dismiss: 'Dismiss',
  close: 'Close',
} as const;

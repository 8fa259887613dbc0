/**
 * The English texts of the testimonials admin. Kept word for word: the load failure, the three
 * failure alerts and the delete question. The success messages are worded like the users admin's.
 */
export const testimonialsTexts = {
  lead: 'Customer testimonials wait here for approval before they appear on the website.',
  caption: 'Testimonials',
  loading: 'Loading testimonials...',
  empty: 'No testimonials yet.',
  emptyHint: 'Testimonials sent from the website appear here, pending approval.',
  tryAgain: 'Try Again',
  columns: {
    client: 'Client',
    rating: 'Rating',
    content: 'Testimonial',
    status: 'Status',
    date: 'Date',
    actions: 'Actions',
  },
  rating: (stars: number) => `${stars} out of 5 stars`,
  status: { approved: 'Approved', pending: 'Pending' },
  showMore: 'Show more',
  showLess: 'Show less',
  action: {
    approve: (client: string) => `Approve testimonial from ${client}`,
    reject: (client: string) => `Reject testimonial from ${client}`,
    delete: (client: string) => `Delete testimonial from ${client}`,
  },
  actionShort: { approve: 'Approve', reject: 'Reject', delete: 'Delete' },
  pagination: {
    nav: 'Testimonial pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  messages: {
    approved: 'Testimonial approved successfully',
    rejected: 'Testimonial rejected successfully',
    deleted: 'Testimonial deleted successfully',
  },
  errors: {
    load: 'Failed to load testimonials. Please try again later.',
    approve: 'Failed to approve testimonial. Please try again.',
    reject: 'Failed to reject testimonial. Please try again.',
    delete: 'Failed to delete testimonial. Please try again.',
  },
  /** Call-level fallbacks, used when the server sends no message; they go to the console, not the screen. */
  api: {
    fetch: (status: number) => `Failed to fetch testimonials (${status})`,
    approve: (status: number) => `Failed to approve testimonial (${status})`,
    reject: (status: number) => `Failed to reject testimonial (${status})`,
    delete: (status: number) => `Failed to delete testimonial (${status})`,
  },
  confirmDelete: {
    title: 'Delete testimonial',
    body: 'Are you sure you want to delete this testimonial? This action cannot be undone.',
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  dismiss: 'Dismiss',
  close: 'Close',
} as const;

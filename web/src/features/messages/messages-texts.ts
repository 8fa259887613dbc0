/** The English texts of the contact inbox, and the subject of a reply (see replySubject). */
export const messagesTexts = {
  lead: 'Messages sent from the contact form of the website, newest first.',
  unreadCount: (n: number) => `${n} unread`,
  /** After the sidebar's count: 'Messages 3 unread'. */
  unreadBadge: 'unread',
  caption: 'Contact messages',
  loading: 'Loading messages...',
  empty: 'No messages yet.',
  emptyHint: 'Messages sent from the contact page of the website appear here.',
  tryAgain: 'Try Again',
  unread: 'Unread',
  pagination: {
    nav: 'Message pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  reader: {
    title: (name: string) => `Message from ${name}`,
    from: 'From',
    email: 'Email',
    received: 'Received',
    message: 'Message',
    reply: 'Reply by email',
    markUnread: 'Mark as unread',
    markingUnread: 'Marking...',
  },
  messages: {
    markedUnread: 'Message marked as unread',
  },
  errors: {
    load: 'Failed to load messages. Please try again later.',
    mark: 'Failed to update the message. Please try again.',
    notFound: 'This message does not exist: it may have been deleted at the end of its retention period.',
  },
  /** Call-level fallbacks, used when the server sends no message; they go to the console, not the screen. */
  api: {
    fetch: (status: number) => `Failed to fetch messages (${status})`,
    mark: (status: number) => `Failed to update message (${status})`,
  },
  /**
   * The subject of a reply. In Romanian, unlike the rest of the dashboard: it goes to a visitor of
   * the Romanian site, who wrote in Romanian.
   */
  replySubject: 'Re: Mesajul tău către SmartHome Iași',
  dismiss: 'Dismiss',
  close: 'Close',
} as const;

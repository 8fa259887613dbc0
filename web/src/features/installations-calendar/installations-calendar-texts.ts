/** The installations calendar panel's words (the dashboard is in English). */
export const installationsCalendarTexts = {
  title: 'Calendar',
  lead: 'See each installation on its day in your calendar app (Google Calendar, Apple Calendar, Outlook), kept up to date.',
  subscribe: 'Subscribe in your calendar',
  subscribing: 'Creating your link...',
  resetWarning: 'Each new link makes the one you made before stop working.',
  failed: 'Could not create your calendar link. Try again.',
  link: {
    title: 'Your calendar link',
    warning:
      'Copy this link now: it is not shown again. Anyone who has it sees your installations’ days, so keep it private; a new link makes this one stop working.',
    label: 'Calendar link',
    usage: 'In your calendar app, add a calendar from a URL (subscribe) and paste this link.',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the link and copy it yourself.',
    done: 'Done',
  },
  api: {
    reset: (status: number) => `Failed to create the calendar link (${status})`,
  },
} as const;

/** After a submission the thanks stay on screen this long, then the visitor goes to the list. */
export const REDIRECT_AFTER_SUBMIT_MS = 3000;

/** Dashboard dates are US English, long format; '—' when missing or unreadable. */

const readable = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'March 5, 2026' */
export function formatDate(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
}

/** 'March 5, 2026 at 2:30 PM' */
export function formatDateTime(iso: string | null | undefined): string {
  const date = readable(iso);
  return date
    ? date.toLocaleString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '—';
}

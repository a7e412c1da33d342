import type { InboxStatus } from '#contract/inbox'

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** '24 Nov 2026, 10:22' in the admin's time zone, or the raw text when it is not a date. */
export function formatReceived(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date)
}

/** '1.2 MB', '340 KB', '12 bytes'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The badge colour of each status. */
export const STATUS_PALETTE: Record<InboxStatus, string> = {
  new: 'blue',
  'in-progress': 'orange',
  closed: 'gray',
}

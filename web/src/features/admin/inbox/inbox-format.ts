import type { InboxStatus } from '#contract/inbox'
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '#contract/time-zone'

/** One formatter per zone: building an Intl formatter costs more than formatting 25 rows. */
const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_SITE_TIME_ZONE
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    formats.set(zone, format)
  }
  return format
}

/**
 * '24 Nov 2026, 10:22' in the company's time zone (the list reply's `timeZone`, ADR 035: the
 * CSV export's zone, not the admin computer's), or the raw text when it is not a date.
 */
export function formatReceived(iso: string, timeZone: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatIn(timeZone).format(date)
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

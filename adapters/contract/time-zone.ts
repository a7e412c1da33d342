/**
 * The company's time zone (SITE_TIME_ZONE, an IANA name; docs/decisions/035): the inboxes show
 * and export their times in it, so a CSV and the screen always agree, whatever the zone of the
 * server (UTC in a container) or of the admin's computer.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Dubai'

/** Whether `name` is a time zone this runtime knows ('Asia/Dubai', 'Europe/Berlin', 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The wall-clock parts of `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date)
  return Object.fromEntries(
    parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  )
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0')

/**
 * An instant as ISO 8601 in `timeZone`, with that zone's offset at that instant:
 * '2026-11-20T08:15:00.000Z' in Asia/Dubai is '2026-11-20T12:15:00+04:00'. Summer time is
 * followed (the offset is the zone's on that date). Text that is not a date is returned as is.
 */
export function isoInTimeZone(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const wall = wallClock(date, timeZone)
  const asUtc = Date.UTC(
    wall.year!,
    wall.month! - 1,
    wall.day!,
    wall.hour,
    wall.minute,
    wall.second,
  )
  const offsetMinutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  return (
    `${pad(wall.year!, 4)}-${pad(wall.month!)}-${pad(wall.day!)}` +
    `T${pad(wall.hour!)}:${pad(wall.minute!)}:${pad(wall.second!)}` +
    `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
  )
}

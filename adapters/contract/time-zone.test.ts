import { describe, expect, it } from 'vitest'
import { isoInTimeZone, isTimeZone } from './time-zone'

describe('isoInTimeZone', () => {
  it('gives the wall clock of the zone with its offset on that date', () => {
    expect(isoInTimeZone('2026-11-20T08:15:00.000Z', 'Asia/Dubai')).toBe(
      '2026-11-20T12:15:00+04:00',
    )
    // Summer and winter time, a half-hour zone, and UTC itself.
    expect(isoInTimeZone('2026-07-01T08:15:30.000Z', 'Europe/Berlin')).toBe(
      '2026-07-01T10:15:30+02:00',
    )
    expect(isoInTimeZone('2026-01-01T08:15:30.000Z', 'Europe/Berlin')).toBe(
      '2026-01-01T09:15:30+01:00',
    )
    expect(isoInTimeZone('2026-11-20T02:15:00.000Z', 'America/St_Johns')).toBe(
      '2026-11-19T22:45:00-03:30',
    )
    expect(isoInTimeZone('2026-11-20T23:59:59.999Z', 'UTC')).toBe('2026-11-20T23:59:59+00:00')
  })

  it('is the same instant as the UTC time it was given', () => {
    const instant = '2026-03-29T01:30:00.000Z'
    expect(Date.parse(isoInTimeZone(instant, 'Europe/London'))).toBe(Date.parse(instant))
  })

  it('leaves text that is not a date alone; knows which zones exist', () => {
    expect(isoInTimeZone('soon', 'Asia/Dubai')).toBe('soon')
    expect(isTimeZone('Asia/Dubai')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
  })
})

import {
  isTrackingNumber,
  normalizeTrackingNumber,
  type TrackingReply,
} from '#contract/shipment-options'

/** What a lookup gives the page: it never throws, every outcome has its message. */
export type TrackResult =
  | { kind: 'found'; reply: TrackingReply }
  | { kind: 'not-found'; number: string }
  | { kind: 'invalid'; number: string }
  | { kind: 'failed'; number: string; reason: 'rate-limited' | 'error' }

/**
 * GET /api/track/{number}. A number that cannot be one is answered here without a call; the
 * server's 400 gives the same answer for anything this check lets through. On Arabic pages the
 * shipment's texts come in Arabic (`?lang=ar`, English where a text has no Arabic).
 */
export async function trackShipment(
  input: string,
  lang: 'en' | 'ar',
  signal?: AbortSignal,
): Promise<TrackResult> {
  const number = normalizeTrackingNumber(input)
  if (!isTrackingNumber(number)) return { kind: 'invalid', number }
  try {
    const query = lang === 'ar' ? '?lang=ar' : ''
    const response = await fetch(`/api/track/${encodeURIComponent(number)}${query}`, {
      headers: { accept: 'application/json' },
      signal,
    })
    if (response.status === 404) return { kind: 'not-found', number }
    if (response.status === 400) return { kind: 'invalid', number }
    if (response.status === 429) return { kind: 'failed', number, reason: 'rate-limited' }
    if (!response.ok) return { kind: 'failed', number, reason: 'error' }
    const reply = (await response.json()) as TrackingReply
    if (!reply || typeof reply.status !== 'string' || !Array.isArray(reply.events)) {
      return { kind: 'failed', number, reason: 'error' }
    }
    return { kind: 'found', reply }
  } catch {
    return { kind: 'failed', number, reason: 'error' }
  }
}

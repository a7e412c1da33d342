import { z } from 'zod'
import {
  shipmentDeleteResponseSchema,
  shipmentErrorResponseSchema,
  shipmentGetResponseSchema,
  shipmentListResponseSchema,
  shipmentSaveResponseSchema,
} from '#contract/shipments'
import type { ApiReply } from '#web/api/legacy-api'

/**
 * The replies of the shipment routes the screen uses (adapters/server/routes/shipment-routes.ts):
 * each a success shape or the routes' JSON error, so a refusal's own words reach the admin.
 */
export const listReplySchema = z.union([shipmentListResponseSchema, shipmentErrorResponseSchema])
export const getReplySchema = z.union([shipmentGetResponseSchema, shipmentErrorResponseSchema])
export const saveReplySchema = z.union([shipmentSaveResponseSchema, shipmentErrorResponseSchema])
export const deleteReplySchema = z.union([
  shipmentDeleteResponseSchema,
  shipmentErrorResponseSchema,
])

export const SHIPMENTS_QUERY_KEY = ['admin', 'shipments'] as const
export const shipmentQueryKey = (number: string) => ['admin', 'shipment', number] as const

/** The shipment path of a number (numbers are letters, digits and dashes: nothing to escape). */
export const shipmentPath = (number: string) => `shipments/${encodeURIComponent(number)}`

/** The public tracking page of a shipment. */
export const trackingPageUrl = (number: string) =>
  `/track-shipment?number=${encodeURIComponent(number)}`

/** Why a call failed, in plain words: the server's own error when it sent one. */
export function failureOf(reply: ApiReply<unknown>): string {
  const body = reply.body as { error?: unknown } | null
  if (body && typeof body.error === 'string' && body.error) return body.error
  if (reply.status === 401) return 'Your session has expired; please log in again.'
  return `The server answered ${reply.status} without an explanation.`
}

/** The words for a call that got no reply at all. */
export const NO_REPLY = 'The server could not be reached. Check the connection and try again.'

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** An ISO date ('9 Dec 2026') or date-time ('3 Dec 2026, 17:30') for people; as sent if odd. */
export function formatWhen(iso: string | null): string {
  if (!iso) return 'Not known'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? dateOnly.format(date) : dateTime.format(date)
}

import { z } from 'zod'
import {
  normalizeTrackingNumber,
  SHIPMENT_MAX_EVENTS,
  SHIPMENT_MODES,
  shipmentPutRequestSchemaFor,
  TRACKING_NUMBER_PATTERN,
  trackingEventSchema,
  translatedEventSchema,
  type ShipmentGetResponse,
  type ShipmentMode,
  type ShipmentPutRequest,
} from '#contract/shipments'
import type { ContentLang } from '#contract/lang'
import { worded } from '../common/form-schema'

/**
 * The shipment editor's form (PUT /api/shipments/{number}): the contract's rules for each field
 * (shipmentPutRequestSchema, trackingEventSchema), with the inputs' shapes: the ETA from a date
 * input ('' for unknown), event times from datetime-local inputs (the admin's own time zone).
 * A time or ETA the admin did not touch is sent as it was stored (`storedTime`, `storedEta`), so
 * opening and saving a shipment never rewrites its offsets.
 */

export const MODE_LABELS: Record<ShipmentMode, string> = {
  air: 'Air',
  sea: 'Sea',
  road: 'Road',
  rail: 'Rail',
}

/** A datetime-local value ('2026-12-01T09:15') of an ISO date-time, in the browser's zone. */
export function localInputOf(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** The date input's value of an ETA (a date, or the date part of a date-time as written). */
export const dateInputOf = (eta: string | null): string => (eta ? eta.slice(0, 10) : '')

/** A datetime-local value: required, and a real date and time. */
const eventTimeSchema = z.string().superRefine((typed, ctx) => {
  const value = typed.trim()
  if (value === '') ctx.addIssue({ code: 'custom', message: 'Enter the date and time' })
  else if (Number.isNaN(new Date(value).getTime()))
    ctx.addIssue({ code: 'custom', message: 'Enter a valid date and time' })
})

/** A date input's value: empty (unknown) or a real date. */
const etaInputSchema = z
  .string()
  .refine((typed) => typed.trim() === '' || z.iso.date().safeParse(typed.trim()).success, {
    message: 'Enter a valid date',
  })

const LINE_TOO_LONG = 'Use one line of at most 200 characters'

/**
 * One event's inputs. In Arabic (ADR 022, 035) a stored event's texts may stay empty (visitors
 * see the English), but an event added in the Arabic tab has no English to fall back on: it
 * needs its texts.
 */
function eventFormSchemaFor(lang: ContentLang) {
  const texts = lang === 'en' ? trackingEventSchema.shape : translatedEventSchema.shape
  const required = (words: string) => (lang === 'en' ? words : undefined)
  return z
    .object({
      time: eventTimeSchema,
      location: worded(texts.location, {
        required: required('Enter where it happened'),
        invalid: LINE_TOO_LONG,
      }),
      status: worded(texts.status, {
        required: required('Enter what happened'),
        invalid: LINE_TOO_LONG,
      }),
      storedTime: z.string().nullable(),
    })
    .superRefine((event, ctx) => {
      if (lang === 'en' || event.storedTime) return
      if (event.location === '')
        ctx.addIssue({ code: 'custom', message: 'Enter where it happened', path: ['location'] })
      if (event.status === '')
        ctx.addIssue({ code: 'custom', message: 'Enter what happened', path: ['status'] })
    })
    .transform((event, ctx) => {
      const typed = event.time.trim()
      let time: string | null = null
      if (event.storedTime && localInputOf(event.storedTime) === typed) time = event.storedTime
      else if (typed !== '') {
        const date = new Date(typed)
        if (!Number.isNaN(date.getTime())) time = date.toISOString()
      }
      const parsed = trackingEventSchema.shape.time.safeParse(time)
      if (!parsed.success) {
        ctx.issues.push({
          code: 'custom',
          message: typed === '' ? 'Enter the date and time' : 'Enter a valid date and time',
          path: ['time'],
          input: event.time,
        })
        return z.NEVER
      }
      return { time: parsed.data, location: event.location, status: event.status }
    })
}

/**
 * The editor's form in `lang`. In English every text is required; in Arabic the texts are
 * translations and each may stay empty (the Arabic tab saves what is filled: a lone Arabic status
 * is a save), checked by the contract's translated PUT schema.
 */
export function shipmentFormSchemaFor(lang: ContentLang) {
  const put = shipmentPutRequestSchemaFor(lang).shape
  const required = (words: string) => (lang === 'en' ? words : undefined)
  return z
    .object({
      number: worded(z.string().regex(TRACKING_NUMBER_PATTERN), {
        required: 'Enter the tracking number',
        invalid: 'Use 3 to 40 letters, digits and dashes, starting with a letter or digit',
      }).transform(normalizeTrackingNumber),
      mode: z.string().transform((value, ctx): ShipmentMode => {
        const parsed = put.mode.safeParse(value)
        if (parsed.success) return parsed.data
        ctx.issues.push({
          code: 'custom',
          message: 'Choose how the shipment travels',
          input: value,
        })
        return z.NEVER
      }),
      origin: worded(put.origin, {
        required: required('Enter the origin'),
        invalid: LINE_TOO_LONG,
      }),
      destination: worded(put.destination, {
        required: required('Enter the destination'),
        invalid: LINE_TOO_LONG,
      }),
      status: worded(put.status, {
        required: required('Enter the status'),
        invalid: LINE_TOO_LONG,
      }),
      eta: etaInputSchema,
      storedEta: z.string().nullable(),
      events: z
        .array(eventFormSchemaFor(lang))
        .max(SHIPMENT_MAX_EVENTS, `A shipment keeps at most ${SHIPMENT_MAX_EVENTS} events`),
    })
    .transform((values, ctx) => {
      const typed = values.eta.trim()
      let eta: string | null = null
      if (typed !== '') {
        eta = values.storedEta && dateInputOf(values.storedEta) === typed ? values.storedEta : typed
        if (!put.eta.safeParse(eta).success) {
          ctx.issues.push({
            code: 'custom',
            message: 'Enter a valid date',
            path: ['eta'],
            input: values.eta,
          })
          return z.NEVER
        }
      }
      const request: ShipmentPutRequest = {
        mode: values.mode,
        origin: values.origin,
        destination: values.destination,
        status: values.status,
        eta,
        events: values.events,
      }
      return { number: values.number, request }
    })
}

/** The form in English: a new shipment, or the English texts of a stored one. */
export const shipmentFormSchema = shipmentFormSchemaFor('en')

export type ShipmentFormInput = z.input<typeof shipmentFormSchema>
export type ShipmentFormOutput = z.output<typeof shipmentFormSchema>
export type EventFormInput = ShipmentFormInput['events'][number]

export const emptyEvent = (): EventFormInput => ({
  time: '',
  location: '',
  status: '',
  storedTime: null,
})

/** The form's values for a new shipment, or for the stored one being edited. */
export function formValuesOf(shipment: ShipmentGetResponse | null): ShipmentFormInput {
  if (!shipment) {
    return {
      number: '',
      mode: SHIPMENT_MODES[0],
      origin: '',
      destination: '',
      status: '',
      eta: '',
      storedEta: null,
      events: [],
    }
  }
  return {
    number: shipment.number,
    mode: shipment.mode,
    origin: shipment.origin,
    destination: shipment.destination,
    status: shipment.status,
    eta: dateInputOf(shipment.eta),
    storedEta: shipment.eta,
    events: shipment.events.map((event) => ({
      time: localInputOf(event.time),
      location: event.location,
      status: event.status,
      storedTime: event.time,
    })),
  }
}

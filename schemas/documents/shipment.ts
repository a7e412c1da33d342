import { PackageIcon } from '@sanity/icons'
import type { CustomValidator } from 'sanity'
import { defineArrayMember, defineField, defineType } from 'sanity'
import type { z } from 'zod'
import {
  isTrackingNumber,
  SHIPMENT_MAX_EVENTS,
  SHIPMENT_MODES,
  shipmentPutRequestSchema,
  trackingEventSchema,
} from '#contract/shipments'

/**
 * A value checked with the contract's rule for the same field of PUT /api/shipments/{number}, so
 * the Studio accepts exactly what the API accepts (the first problem, in the contract's words).
 */
function contractRule(rule: z.ZodType): CustomValidator<string | undefined> {
  return (value) => {
    if (value === undefined) return true
    const parsed = rule.safeParse(value)
    return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Invalid value')
  }
}

/** The same contract rule for each language of a localised text; English is required. */
function localeContractRule(
  rule: z.ZodType,
): CustomValidator<{ en?: string; ar?: string } | undefined> {
  const check = contractRule(rule)
  return (value, context) => {
    if (value?.en === undefined) return 'The English text is required'
    const english = check(value.en, context)
    if (english !== true) return english
    // A blank Arabic text is the `ar` field's warning (visitors see the English), not an error.
    return value.ar === undefined || value.ar.trim() === '' ? true : check(value.ar, context)
  }
}

const MODE_TITLES: Record<(typeof SHIPMENT_MODES)[number], string> = {
  air: 'Air',
  sea: 'Sea',
  road: 'Road',
  rail: 'Rail',
}

/**
 * A shipment of the Track Shipment page (issue 13, item 4; docs/decisions/015). The one private
 * type that is also a schema type: its documents keep their private ids
 * (`private.shipment.<NUMBER>`, never public), the desk structure lists them for administrators
 * only (the lake shows `private.*` to no other role) and the Studio never creates one (the
 * number is the id: new shipments come from the admin screen or the transport system).
 * Edits apply at once (`liveEdit`): the tracking page reads the document itself, there is no
 * draft to publish. The rules are the contract's (adapters/contract/shipments.ts).
 */
export const shipmentType = defineType({
  name: 'shipment',
  title: 'Shipment',
  type: 'document',
  icon: PackageIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: 'number',
      title: 'Tracking number',
      description:
        'The number visitors type on the Track Shipment page; it is also the id of this ' +
        'shipment, so it cannot be changed here.',
      type: 'string',
      readOnly: true,
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => {
          if (value === undefined) return true
          if (!isTrackingNumber(value) || value !== value.toUpperCase())
            return 'Use 3 to 40 capital letters, digits and dashes'
          const id = context.document?._id
          return id === undefined || id.endsWith(`shipment.${value}`)
            ? true
            : 'The number must match the id of the shipment'
        }),
    }),
    defineField({
      name: 'mode',
      title: 'Mode',
      description: 'How the shipment travels.',
      type: 'string',
      options: {
        list: SHIPMENT_MODES.map((value) => ({ value, title: MODE_TITLES[value] })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) =>
        rule.required().custom(contractRule(shipmentPutRequestSchema.shape.mode)),
    }),
    defineField({
      name: 'origin',
      title: 'Origin',
      description: "Where the shipment starts (e.g. 'Jebel Ali Port, Dubai, UAE').",
      type: 'localeString',
      validation: (rule) => rule.custom(localeContractRule(shipmentPutRequestSchema.shape.origin)),
    }),
    defineField({
      name: 'destination',
      title: 'Destination',
      description: "Where it is delivered (e.g. 'Port of Mumbai (Nhava Sheva), India').",
      type: 'localeString',
      validation: (rule) =>
        rule.custom(localeContractRule(shipmentPutRequestSchema.shape.destination)),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      description: "The current status visitors see first (e.g. 'In transit', 'Delivered').",
      type: 'localeString',
      validation: (rule) => rule.custom(localeContractRule(shipmentPutRequestSchema.shape.status)),
    }),
    defineField({
      name: 'eta',
      title: 'Estimated arrival',
      description:
        "A date ('2026-12-09') or a date and time with its offset " +
        "('2026-12-03T14:30:00+01:00'); leave empty when unknown.",
      type: 'string',
      validation: (rule) => rule.custom(contractRule(shipmentPutRequestSchema.shape.eta)),
    }),
    defineField({
      name: 'events',
      title: 'Events',
      description:
        'The journey so far, one step each (time, place, what happened). Visitors see them ' +
        'newest first, whatever the order here.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'shipmentEvent',
          title: 'Event',
          type: 'object',
          fields: [
            defineField({
              name: 'time',
              title: 'Time',
              description: 'When it happened.',
              type: 'datetime',
              validation: (rule) =>
                rule.required().custom(contractRule(trackingEventSchema.shape.time)),
            }),
            defineField({
              name: 'location',
              title: 'Location',
              description: "Where it happened (e.g. 'Dubai International Airport (DXB)').",
              type: 'localeString',
              validation: (rule) =>
                rule.custom(localeContractRule(trackingEventSchema.shape.location)),
            }),
            defineField({
              name: 'status',
              title: 'Status',
              description: "What happened (e.g. 'Loaded on flight EK 9901').",
              type: 'localeString',
              validation: (rule) =>
                rule.custom(localeContractRule(trackingEventSchema.shape.status)),
            }),
          ],
          preview: {
            select: { time: 'time', location: 'location.en', status: 'status.en' },
            prepare: ({ time, location, status }) => ({
              title: status ?? 'Event',
              subtitle: [
                typeof time === 'string' ? time.slice(0, 16).replace('T', ' ') : null,
                location,
              ]
                .filter(Boolean)
                .join(' · '),
            }),
          },
        }),
      ],
      validation: (rule) => rule.max(SHIPMENT_MAX_EVENTS),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      description: 'When the admin screen or the transport system last saved this shipment.',
      type: 'datetime',
      readOnly: true,
    }),
  ],
  preview: {
    select: {
      number: 'number',
      origin: 'origin.en',
      destination: 'destination.en',
      status: 'status.en',
    },
    prepare: ({ number, origin, destination, status }) => ({
      title: number ?? 'Shipment',
      subtitle: `${origin ?? '?'} → ${destination ?? '?'}${status ? ` · ${status}` : ''}`,
    }),
  },
})

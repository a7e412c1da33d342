import { Box, chakra } from '@chakra-ui/react'
import type { ShipmentMode, TrackingReply } from '#contract/shipment-options'
import { intlLocaleOf, useLang, type Lang } from '#web/lib/locale'
import { useText, type TranslateText } from '#web/lib/ui-text'
import type { TrackResult } from './track-api'

/** The modes in the page's language. */
const modeLabels = (text: TranslateText): Record<ShipmentMode, string> => ({
  air: text('Air freight'),
  sea: text('Sea freight'),
  road: text('Road transport'),
  rail: text('Rail'),
})

/** The two formats of each language, made once (Intl formatters are costly to build). */
const formats = new Map<Lang, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>()

function formatsOf(lang: Lang) {
  let found = formats.get(lang)
  if (!found) {
    // Arabic with Western digits, as UAE businesses write dates (ADR 022).
    const locale = intlLocaleOf(lang)
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      // A date without a time is a calendar day: shown as written, in no time zone.
      dateOnly: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    }
    formats.set(lang, found)
  }
  return found
}

/**
 * An ISO date or date-time for people in the page's language ("24 Nov 2026, 09:30" in English);
 * as sent if it does not parse.
 */
export function formatWhen(iso: string, lang: Lang = 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const { dateOnly, dateTime } = formatsOf(lang)
  return (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dateOnly : dateTime).format(date)
}

/** The state of the result region below the form. */
export type LookupState = { number: string; result: TrackResult | null }

function messageFor(result: Exclude<TrackResult, { kind: 'found' }>, text: TranslateText): string {
  switch (result.kind) {
    case 'not-found':
      return text(
        'We could not find a shipment with the number {number}. Check the number and try again.',
        { number: result.number },
      )
    case 'invalid':
      return text(
        '{number} is not a tracking number. Tracking numbers have 3 to 40 letters, digits and dashes.',
        // Stands for the number when the visitor typed none.
        { number: result.number || text('That') },
      )
    case 'failed':
      return result.reason === 'rate-limited'
        ? text('Too many lookups in a short time. Please wait a minute and try again.')
        : text('We could not look up your shipment just now. Please try again in a moment.')
  }
}

function Found({ reply }: { reply: TrackingReply }) {
  const text = useText()
  const lang = useLang()
  return (
    <Box data-testid="tracking-result">
      <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.700">
        {text('Shipment {number}', { number: reply.number })}
      </chakra.h2>
      <chakra.dl
        display="grid"
        gridTemplateColumns="max-content minmax(0, 1fr)"
        columnGap="4"
        rowGap="2"
        mt="4"
        css={{ '& dt': { fontWeight: 'semibold', color: 'gray.600' } }}
      >
        <dt>{text('Status')}</dt>
        <chakra.dd fontWeight="semibold" data-testid="tracking-status">
          {reply.status}
        </chakra.dd>
        <dt>{text('Mode')}</dt>
        <dd>{modeLabels(text)[reply.mode] ?? reply.mode}</dd>
        <dt>{text('Route')}</dt>
        <chakra.dd overflowWrap="anywhere" data-testid="tracking-route">
          {/* Each place isolated (ADR 036): Latin names on an Arabic page would otherwise
              join the arrow into one left-to-right run, origin on the left. Isolated, the
              places follow the page's reading order and the arrow, flipped in Arabic (ADR
              022), points from the origin to the destination. */}
          <bdi>{reply.origin}</bdi>{' '}
          <chakra.span display="inline-block" aria-hidden _rtl={{ transform: 'scaleX(-1)' }}>
            →
          </chakra.span>{' '}
          <bdi>{reply.destination}</bdi>
        </chakra.dd>
        <dt>{text('ETA')}</dt>
        <dd>
          {reply.eta ? (
            <time dateTime={reply.eta}>{formatWhen(reply.eta, lang)}</time>
          ) : (
            text('Not yet known')
          )}
        </dd>
      </chakra.dl>
      <chakra.h3 fontSize="lg" fontWeight="bold" mt="6" mb="3">
        {text('Journey')}
      </chakra.h3>
      {reply.events.length === 0 ? (
        <p>{text('No events recorded yet.')}</p>
      ) : (
        <chakra.ol listStyleType="none" borderInlineStartWidth="2px" borderColor="brand.100" ps="4">
          {reply.events.map((event, index) => (
            <chakra.li key={`${event.time}-${index}`} position="relative" pb="4">
              <chakra.span
                aria-hidden
                position="absolute"
                insetStart="calc(-1 * var(--chakra-spacing-4) - 7px)"
                top="1.5"
                boxSize="3"
                borderRadius="full"
                bg={index === 0 ? 'accent.500' : 'brand.500'}
              />
              <chakra.time dateTime={event.time} display="block" fontSize="sm" color="gray.600">
                {formatWhen(event.time, lang)}
              </chakra.time>
              <chakra.span display="block" fontWeight="semibold">
                {event.status}
              </chakra.span>
              <chakra.span display="block" overflowWrap="anywhere">
                {event.location}
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </Box>
  )
}

/**
 * The card below the form: a lookup's progress, its result or its message. Its own chunk: the
 * page loads it with the first lookup (the live region around it is the page's).
 */
export function TrackingResult({ state }: { state: LookupState }) {
  const text = useText()
  const { result } = state
  return (
    <Box
      mt="8"
      p={{ base: '5', md: '8' }}
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="sm"
    >
      {!result ? (
        <p>{text('Looking up {number}…', { number: state.number })}</p>
      ) : result.kind === 'found' ? (
        <Found reply={result.reply} />
      ) : (
        <p data-testid="tracking-message">{messageFor(result, text)}</p>
      )}
    </Box>
  )
}

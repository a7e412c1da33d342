import { z } from 'zod'

/**
 * The language extension of the legacy calls (ADR 022, "Admin calls (landed)"). Every content
 * call takes an optional `lang`: a query parameter (or JSON body field) on reads, a form field
 * (or JSON body field) on writes, `en` when left out, so every legacy client keeps working.
 *
 * - Reads give each text in that language, exactly: an Arabic read gives '' where no Arabic is
 *   stored (never the English fallback), so an editor sees what is missing.
 * - Writes set only that language of each text; the other language is left as it was.
 * - Lists of texts are matched member by member (see `LOCALISED_LIST_RULES` below).
 * - An unknown `lang` is a 400 with the usual JSON error body.
 * - The public calls (`/api/track/{n}`, quote.php, careers.php) take it too: the tracking reply
 *   comes in that language (English where a text has no translation), refusals in that
 *   language, and the request records which language the visitor used.
 * - With LEGACY_PHP_URL set, `lang` is passed through unchanged; the PHP backend does not know
 *   it and ignores it (it stores one language).
 */
export const CONTENT_LANGS = ['en', 'ar'] as const
export type ContentLang = (typeof CONTENT_LANGS)[number]

/** The name of the field / query parameter. */
export const LANG_FIELD = 'lang'

/** A language code as sent: one of CONTENT_LANGS, nothing else (no `AR`, no `ar-AE`). */
export const langSchema = z.enum(CONTENT_LANGS, {
  error: () => `Unknown language: use one of ${CONTENT_LANGS.join(', ')}`,
})

/** The optional `lang` of a call: English when left out (the legacy calls). */
export const optionalLangSchema = langSchema.optional().transform((lang) => lang ?? 'en')

/** How staff mails and the inboxes name a visitor's language. */
export const LANG_NAMES: Record<ContentLang, string> = {
  en: 'English',
  ar: 'Arabic (العربية)',
}

/**
 * How a save of a list of localised texts in one language meets the stored list (vision points,
 * testimonials, news items, shipment events). Written out here because editors and clients rely
 * on it:
 *
 * 1. A sent non-blank item whose text equals the stored text of a member in that language takes that
 *    member (first unused match, so reordering and unchanged items keep their translation).
 * 2. The other sent items take the remaining members in order (an edited text keeps its
 *    member's key and other language).
 * 3. More sent items than members: the extra ones become new members holding only that language.
 * 4. Fewer sent items than members, in English (the reference language, and the legacy rule that
 *    a save replaces the list): the members left over are removed, with their Arabic. In another
 *    language the members left over stay, with that language cleared (an Arabic save never
 *    removes English text); a member left with no text at all is removed.
 * 5. In a language other than English a blank item means "no text in this language for this
 *    member" and keeps its place (so the Arabic list lines up with the English one); in English
 *    blank items are dropped, as spec §5 says.
 *
 * The home entry's three slogan and three sub-slogan slots are fixed: slot n is slot n.
 */
export const LOCALISED_LIST_RULES = 'ADR 022, Admin calls (landed)'

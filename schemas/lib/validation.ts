import type { CustomValidator } from 'sanity'

/**
 * Validators shared by several types. They mirror spec §5 where a rule exists there, and guard
 * the shapes the web and the legacy adapters rely on (paths, colours) everywhere else.
 */

/** Spec §5: a value that is blank after trimming counts as empty (vision points, testimonials). */
export const notBlank: CustomValidator<string | undefined> = (value) =>
  value === undefined || value.trim().length > 0 ? true : 'Must not be blank'

/**
 * A link the site renders: an internal path ('/air-freight'), '#' (the spec's Heavy Cargo card
 * goes nowhere) or an in-page anchor ('#tracking'), an absolute http(s) URL, or mailto:/tel:.
 */
export const siteLink: CustomValidator<string | undefined> = (value) => {
  if (value === undefined) return true
  if (/^#[\w-]*$/.test(value) || /^\/[^\s]*$/.test(value)) return true
  if (/^(https?:\/\/|mailto:|tel:)\S+$/.test(value)) return true
  return "Use a path starting with '/', '#anchor', or an http(s), mailto: or tel: URL"
}

/** A path on this site, as used by redirects: '/' followed by no whitespace, no query. */
export const sitePath: CustomValidator<string | undefined> = (value) =>
  value === undefined || /^\/[^\s?#]*$/.test(value) ? true : "Use a path starting with '/'"

/** CSS colours are stored as hex so both the web and the Studio can preview them. */
export const hexColor: CustomValidator<string | undefined> = (value) =>
  value === undefined || /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(value)
    ? true
    : 'Use a hex colour such as #1a73e8'

/** The spec's video inputs accept only these types (spec §5, admin home). */
export const videoMimeTypes = ['video/mp4', 'video/webm', 'video/ogg'] as const

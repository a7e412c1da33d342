/**
 * Text of one direction inside a page of the other (ADR 036). Arabic pages are right to left;
 * Latin names, figures and what visitors type are not always, and the Unicode bidi algorithm
 * reorders their neutral characters (spaces, `+`, `%`, `x`, full stops) against the page.
 */

/**
 * What a visitor types (names, e-mail addresses, dimensions, numbers) laid out and aligned in its
 * own direction, decided by its first strong letter ("120 x 80 x 100" left to right on an Arabic
 * page), while an empty field keeps the page's direction for its caret and placeholder.
 * `dir="auto"` would turn an empty field left to right, its Arabic placeholder on the left.
 */
export const TYPED_TEXT_CSS = { unicodeBidi: 'plaintext' } as const

/**
 * The direction of a figure ('+25%', '120,000+', '24-72 hours'): left to right when it has no
 * letters, as a number reads in Arabic too; otherwise its own script's (`auto`), so '24-72 ساعة'
 * stays right to left. Either way `dir` isolates it from the text around it.
 */
export const figureDir = (figure: string): 'ltr' | 'auto' =>
  /\p{L}/u.test(figure) ? 'auto' : 'ltr'

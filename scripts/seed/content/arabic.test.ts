import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ARABIC_TRANSLATIONS, UI_TEXTS } from './arabic'
import { privateSeedDocuments, seedDocuments } from './index'

/**
 * The Arabic translation memory (issue 15) covers every visitor-facing text of the seed and the
 * site code's fixed texts, and every translation is well formed. Reads nothing outside this
 * checkout (the seed modules, web/src and adapters/contract).
 */

/** The repository root (this file is scripts/seed/content/arabic.test.ts). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Keys whose values are never translated: Sanity's system and reference fields, Portable Text's
 * structure, and the content model's links, e-mail addresses, phone numbers, colours, icon names,
 * dates and times, slugs, tracking numbers, ids and enum values (schemas/documents, objects).
 */
const UNTRANSLATED_KEYS = new Set([
  // Sanity system fields, references, asset markers and slugs
  '_id',
  '_type',
  '_key',
  '_ref',
  '_sanityAsset',
  'current',
  // Portable Text structure (block styles, marks)
  'style',
  'listItem',
  'marks',
  'markDefs',
  // Links and URLs (navLink, callToAction, pageHero, media center, social, leadership)
  'href',
  'link',
  'buttonLink',
  'ctaLink',
  'secondaryLink',
  'videoLinks',
  'linkedin',
  'facebook',
  'twitter',
  'whatsapp',
  // Redirect paths
  'from',
  'to',
  // E-mail addresses
  'email',
  'emails',
  'infoEmail',
  'salesEmail',
  'careersEmail',
  // Phone numbers (site settings, contact page, office contacts)
  'phones',
  'phone',
  'mobile',
  'mobile1',
  'tel',
  'fax',
  // Colours and icon names
  'iconColor',
  'iconBackground',
  'icon',
  // Dates and times (news, shipments)
  'date',
  'time',
  'eta',
  'updatedAt',
  // Tracking numbers, slugs, ids and enum values
  'number',
  'slug',
  'officeId',
  'countryCode',
  'pageId',
  'tabId',
  'defaultTab',
  'mode',
])

const URL_LIKE = /^[\w+.@-]+:\S*$/ // https://…, mailto:…, file-url@seed-media:…
const SITE_PATH = /^[/#]/ // '/contact', '#join-our-team'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const HAS_LETTER = /\p{L}/u // phone numbers, figures ('25', '99.7', '+25%') and '404' have none

/** Whether a string value is a text to translate (not a URL, path, address or bare figure). */
function isTranslatable(value: string): boolean {
  const text = value.trim()
  return HAS_LETTER.test(text) && !URL_LIKE.test(text) && !SITE_PATH.test(text) && !EMAIL.test(text)
}

/** Every translatable string of a document, depth first, with where it was found. */
function collectTexts(value: unknown, path: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    if (isTranslatable(value) && !into.has(value)) into.set(value, path)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectTexts(item, `${path}[${index}]`, into))
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!UNTRANSLATED_KEYS.has(key)) collectTexts(child, `${path}.${key}`, into)
    }
  }
}

/** English text → where the seed first uses it (document id and field path). */
function seedTexts(): Map<string, string> {
  const texts = new Map<string, string>()
  for (const doc of [...seedDocuments, ...privateSeedDocuments]) collectTexts(doc, doc._id, texts)
  return texts
}

/**
 * The source files the public UI texts come from: web/src (less the admin panel, whose own
 * interface stays English) and the contract modules whose texts it shows.
 */
function sourceFiles(): Array<{ file: string; text: string }> {
  const files: Array<{ file: string; text: string }> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (file !== ADMIN_DIR) walk(file)
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        // JSX writes a space before an element as {' '}: read it as the space it renders.
        files.push({ file, text: readFileSync(file, 'utf8').replaceAll("{' '}", ' ') })
      }
    }
  }
  walk(join(ROOT, 'web', 'src'))
  walk(join(ROOT, 'adapters', 'contract'))
  return files
}

const ADMIN_DIR = join(ROOT, 'web', 'src', 'features', 'admin')

const PLACEHOLDER = /\{[^{}]+\}/g
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[0])

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether `needle` is a whole piece of code text in `source`: a whole string literal, a whole
 * JSX text line, or a whole literal part of a template (bounded by quotes, `>`/`<`, `${`/`}`,
 * `{`/`}` or the line's ends), so 'Track' is not found inside 'Tracking' or 'Rail' inside
 * 'Rail Solutions'.
 */
function containsWhole(source: string, needle: string): boolean {
  const before = '(?:^[ \\t]*|[\'"`>}])'
  const after = '(?=[\'"`<{$]|[ \\t]*$)'
  return new RegExp(`${before}${escapeRegExp(needle)}${after}`, 'm').test(source)
}

/**
 * Whether a UI text is in the sources: verbatim, or for a template every literal part around its
 * placeholders, spaces included, in one and the same file (the code interpolates there:
 * `${label} overview`).
 */
function inSources(text: string, files: ReadonlyArray<{ text: string }>): boolean {
  if (files.some((file) => containsWhole(file.text, text))) return true
  const parts = text.split(PLACEHOLDER).filter((part) => part !== '')
  if (placeholdersOf(text).length === 0 || parts.length === 0) return false
  return files.some((file) => parts.every((part) => containsWhole(file.text, part)))
}

const entries = Object.entries(ARABIC_TRANSLATIONS)

describe('Arabic translation memory', () => {
  it('translates every visitor-facing text of the seed documents and demo shipments', () => {
    const texts = seedTexts()
    // Guards the walk itself: a broken exclusion list would collect nothing, or only ids.
    expect(texts.size).toBeGreaterThan(500)
    expect(texts.has('Gulf Bridge Freight')).toBe(true)
    const missing = [...texts]
      .filter(([text]) => !Object.hasOwn(ARABIC_TRANSLATIONS, text))
      .map(([text, path]) => `${path}: ${JSON.stringify(text)}`)
    expect(missing, `Texts without an Arabic translation:\n${missing.join('\n')}`).toEqual([])
  })

  it('leaves out what is never translated (URLs, paths, e-mail, phones, ids, tracking numbers)', () => {
    const texts = seedTexts()
    const notTexts = [...texts.keys()].filter(
      (text) => /https?:|@|^\+?\d[\d\s]+$|^GBF-/.test(text) || text.startsWith('/'),
    )
    expect(notTexts).toEqual([])
    const badKeys = Object.keys(ARABIC_TRANSLATIONS).filter((key) => !isTranslatable(key))
    expect(badKeys, 'Keys that are not texts to translate').toEqual([])
  })

  it('keeps every entry in use: a text of the seed or a UI text of the site code', () => {
    const used = new Set<string>([...seedTexts().keys(), ...UI_TEXTS])
    const unused = Object.keys(ARABIC_TRANSLATIONS).filter((key) => !used.has(key))
    expect(unused, `Entries neither in the seed nor in UI_TEXTS:\n${unused.join('\n')}`).toEqual([])
  })

  it('gives well-formed Arabic for every entry', () => {
    const problems: string[] = []
    for (const [english, arabic] of entries) {
      const say = (problem: string) => problems.push(`${JSON.stringify(english)}: ${problem}`)
      if (typeof arabic !== 'string' || arabic.trim() === '') {
        say('empty translation')
        continue
      }
      if (!/[\u0600-\u06FF]/.test(arabic)) say('no Arabic letters')
      if (/[\u0660-\u0669\u06F0-\u06F9]/.test(arabic)) say('Eastern Arabic digits (use 0-9)')
      if (arabic.trim() === english.trim()) say('identical to the English text')
      const kept = placeholdersOf(arabic)
      for (const placeholder of placeholdersOf(english)) {
        if (!kept.includes(placeholder)) say(`lost the placeholder ${placeholder}`)
      }
      for (const placeholder of kept) {
        if (!placeholdersOf(english).includes(placeholder)) say(`new placeholder ${placeholder}`)
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('keeps the figures of each text (Western digits, same numbers)', () => {
    const digitsOf = (text: string) => (text.match(/\d+/g) ?? []).sort()
    const changed = entries
      .filter(([english, arabic]) => digitsOf(english).join() !== digitsOf(arabic).join())
      .map(([english, arabic]) => `${english} → ${arabic}`)
    expect(changed, changed.join('\n')).toEqual([])
  })

  it('lists UI texts that are entries and appear verbatim in the site code', () => {
    expect(new Set(UI_TEXTS).size, 'UI_TEXTS holds duplicates').toBe(UI_TEXTS.length)
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(50)
    const problems = [
      ...UI_TEXTS.filter((text) => !Object.hasOwn(ARABIC_TRANSLATIONS, text)).map(
        (text) => `no translation: ${text}`,
      ),
      ...UI_TEXTS.filter((text) => !inSources(text, files)).map(
        (text) => `not found in web/src or adapters/contract (renamed?): ${text}`,
      ),
    ]
    expect(problems, problems.join('\n')).toEqual([])
  })
})

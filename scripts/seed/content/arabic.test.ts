import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as careersOptions from '#contract/careers-options'
import {
  APPLICATION_FAILED,
  APPLICATION_SUBMITTED_CONTACT_SOON,
  nonJsonResponseMessage,
  serverRespondedMessage,
} from '#contract/messages'
import * as quoteOptions from '#contract/quote-options'
import {
  careersFormSchema,
  contactFormSchema,
  emptyCareersForm,
  emptyContactForm,
  emptyQuoteForm,
  quoteFormSchema,
  RESUME_HINT,
} from '#web/features/forms/form-schemas'
import { QUOTE_RATE_LIMITED, QUOTE_SEND_FAILED } from '#web/features/forms/quote-api'
import { entryFor, translateMessage } from '#web/lib/ui-text'
import { UI_TEXTS_AR } from '#web/lib/ui-texts-ar'
import { ARABIC_TRANSLATIONS } from './arabic'
import { englishPrivateSeedDocuments, englishSeedDocuments } from './index'

/**
 * The Arabic translations (issue 15): the seed's memory covers every visitor-facing text of the
 * seed, the web code's dictionary (web/src/lib/ui-texts-ar.ts) every text the code writes, and
 * every translation of both is well formed. Reads nothing outside this checkout (the seed
 * modules, web/src and adapters/contract).
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
  for (const doc of [...englishSeedDocuments, ...englishPrivateSeedDocuments])
    collectTexts(doc, doc._id, texts)
  return texts
}

/** The web code's sources whose texts visitors read: web/src less the English admin panel. */
function sourceFiles(): Array<{ file: string; text: string }> {
  const files: Array<{ file: string; text: string }> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (file !== ADMIN_DIR) walk(file)
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        // text() itself, whose comments show how it is called.
        file !== join(ROOT, 'web', 'src', 'lib', 'ui-text.tsx')
      ) {
        files.push({ file, text: readFileSync(file, 'utf8') })
      }
    }
  }
  walk(join(ROOT, 'web', 'src'))
  return files
}

const ADMIN_DIR = join(ROOT, 'web', 'src', 'features', 'admin')

const PLACEHOLDER = /\{[^{}]+\}/g
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[0])

/**
 * Every literal text the code passes to `text(...)`: `text('…')`, `text("…")` or a template
 * literal without interpolation, with or without values after it. Whitespace and a line break
 * may sit between `text(` and the literal (prettier breaks long calls).
 */
const TEXT_CALL =
  /\btext\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)\s*[,)]/g

function textCalls(): Map<string, string> {
  const calls = new Map<string, string>()
  for (const { file, text } of sourceFiles()) {
    for (const match of text.matchAll(TEXT_CALL)) {
      const literal = (match[1] ?? match[2] ?? match[3]!).replace(/\\(.)/g, '$1')
      if (!calls.has(literal)) calls.set(literal, file.slice(ROOT.length))
    }
  }
  return calls
}

/**
 * The texts the code shows through `text()` without writing them in the call: the contract's
 * option labels (select options), the careers and quote messages of spec §8 and the quote API's
 * own, which reach the alert as values. Templates are built with their placeholder's name.
 */
function passedTexts(): string[] {
  const labels = [...Object.values(quoteOptions), ...Object.values(careersOptions)]
    .filter((value): value is Record<string, string> => !!value && !Array.isArray(value))
    .filter((value) => typeof value === 'object')
    .flatMap((value) => Object.values(value))
    .filter((value): value is string => typeof value === 'string')
  return [
    ...labels,
    APPLICATION_FAILED,
    APPLICATION_SUBMITTED_CONTACT_SOON,
    nonJsonResponseMessage('{text}'),
    serverRespondedMessage('{status}'),
    QUOTE_SEND_FAILED,
    QUOTE_RATE_LIMITED,
  ]
}

const tooLong = (length: number) => 'a'.repeat(length + 1)
const file = (name: string, size: number) => new File([new Uint8Array(size)], name)

/**
 * Every message the three forms' zod schemas give, made by breaking each rule of spec §5 once
 * (the form-field wrapper translates them where it shows them), and the résumé's help line.
 */
function schemaMessages(): string[] {
  const messagesOf = (schema: { safeParse(value: unknown): unknown }, value: object) => {
    const result = schema.safeParse(value) as { error?: { issues: Array<{ message: string }> } }
    return (result.error?.issues ?? []).map((issue) => issue.message)
  }
  const quote = (change: object) => messagesOf(quoteFormSchema, { ...emptyQuoteForm, ...change })
  const contact = (change: object) =>
    messagesOf(contactFormSchema, { ...emptyContactForm, ...change })
  const careers = (change: object) =>
    messagesOf(careersFormSchema, { ...emptyCareersForm, ...change })
  return [
    ...quote({}),
    ...quote({ email: 'no-at-sign', phone: 'call me' }),
    ...contact({}),
    ...contact({ email: 'a@b', weight: '-1' }),
    ...careers({}),
    ...careers({
      fullname: tooLong(500),
      email: `${tooLong(300)}@example.com`,
      phone: '1\n2',
      coverletter: tooLong(200_000),
      resume: file('cv.txt', 10),
    }),
    ...careers({ fullname: 'A\nB', resume: file('cv.pdf', 0) }),
    ...careers({ resume: file('cv.pdf', 50 * 1024 * 1024) }),
    RESUME_HINT,
  ]
}

/** Whether a text has Arabic letters and no English word of three letters or more left. */
function isArabic(text: string): boolean {
  const withoutCodes = text.replace(/\b(?:PDF|DOCX?|MB|ETA|FCL|LCL)\b/g, '')
  return /[\u0600-\u06FF]/.test(text) && !/[A-Za-z]{3,}/.test(withoutCodes)
}

/** Both dictionaries' entries, for the checks of form. */
const entries = [...Object.entries(ARABIC_TRANSLATIONS), ...Object.entries(UI_TEXTS_AR)]

describe('Arabic translations (seed memory and UI dictionary)', () => {
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

  it('keeps every entry in use: a text of the seed', () => {
    const used = new Set<string>(seedTexts().keys())
    const unused = Object.keys(ARABIC_TRANSLATIONS).filter((key) => !used.has(key))
    expect(unused, `Entries not in the seed:\n${unused.join('\n')}`).toEqual([])
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
})

describe('Arabic UI texts of the web code (UI_TEXTS_AR)', () => {
  it('has an entry for every text the code passes to text()', () => {
    const calls = textCalls()
    // Guards the scan itself: a broken pattern would find nothing and pass.
    expect(calls.size).toBeGreaterThan(100)
    expect(calls.has('Skip to content')).toBe(true)
    expect(calls.has('{label} overview')).toBe(true)
    const missing = [...calls]
      .filter(([text]) => !Object.hasOwn(UI_TEXTS_AR, text))
      .map(([text, file]) => `${file}: ${JSON.stringify(text)}`)
    expect(missing, `Texts without an Arabic entry:\n${missing.join('\n')}`).toEqual([])
  })

  it('has an entry for every option label and message the code shows as a value', () => {
    const missing = passedTexts().filter((text) => !Object.hasOwn(UI_TEXTS_AR, text))
    expect(missing, missing.join('\n')).toEqual([])
  })

  it("shows every validation message of the forms' schemas in Arabic", () => {
    const messages = [...new Set(schemaMessages())]
    // Guards the rule breaking: every required field, format and file rule gave its message.
    expect(messages).toEqual(expect.arrayContaining(['Name is required', 'Weight is required']))
    expect(messages).toEqual(expect.arrayContaining(['Please attach your resume']))
    expect(messages.length).toBeGreaterThan(20)
    const untranslated = messages
      .map((message) => [message, translateMessage(UI_TEXTS_AR, message)] as const)
      .filter(([, arabic]) => !isArabic(arabic) || /[{}]/.test(arabic))
      .map(([message, arabic]) => `${message} → ${arabic}`)
    expect(untranslated, untranslated.join('\n')).toEqual([])
  })

  it('keeps no stale entry: each is a text() call, a value shown, or a message of a schema', () => {
    const used = new Set<string>([...textCalls().keys(), ...passedTexts()])
    for (const message of schemaMessages()) {
      const entry = entryFor(UI_TEXTS_AR, message)
      if (!entry) continue
      used.add(entry.english)
      // A value that is itself an entry ('Full name' in '{name} must be at most…') is used too.
      for (const value of Object.values(entry.values)) used.add(value)
    }
    const stale = Object.keys(UI_TEXTS_AR).filter((key) => !used.has(key))
    expect(stale, `Entries the code no longer uses:\n${stale.join('\n')}`).toEqual([])
  })
})

// zod's tree-shakable API: the forms take what they use (a few KB), not all of zod (~22 KB gzip).
import * as z from 'zod/mini'
import {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
} from '#contract/careers-options'
import { fileExtension, isHeaderSafe, utf8ByteLength } from '#contract/text-checks'
import {
  ACCEPTED_FILE_TYPES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  RESUME_MAX_BYTES,
  TEXT_FIELD_MAX_BYTES,
} from '#contract/limits'
import { CONTACT_CARGO_TYPES, CONTACT_SERVICES, QUOTE_CARGO_TYPES } from '#contract/quote-options'

/**
 * The rules of the three forms (spec §5). Every text value is trimmed first, so a value of
 * spaces only counts as empty; the first failing rule of a field is the message shown.
 */

/** 'Looks like' an e-mail address: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Get Quote phone: only digits, spaces, plus and minus. */
const PHONE_PATTERN = /^[\d\s+-]+$/

/** A required text: trimmed; when empty, only its message (no format message after it). */
const required = (message: string, ...rules: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, { error: message, abort: true }), ...rules)
const optionalText = (...rules: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...rules)

const emailRules = (max?: number) => [
  z.regex(EMAIL_PATTERN, 'Please enter a valid email'),
  ...(max ? [z.maxLength(max, `Email must be at most ${max} characters`)] : []),
]

/** Name and e-mail: the same rules and messages on the Get Quote and contact forms. */
const personRules = {
  name: required('Name is required'),
  email: required('Email is required', ...emailRules()),
}

/** Get Quote form: checked on submit (spec §5 table, messages verbatim), then sent to quote.php. */
export const quoteFormSchema = z.object({
  ...personRules,
  phone: required('Phone is required', z.regex(PHONE_PATTERN, 'Please enter a valid phone number')),
  origin: required('Origin is required'),
  destination: required('Destination is required'),
  cargoType: z.enum(QUOTE_CARGO_TYPES),
  weight: required('Weight is required'),
  dimensions: optionalText(),
  date: optionalText(),
  additionalInfo: optionalText(),
})
export type QuoteFormInput = z.input<typeof quoteFormSchema>
export type QuoteFormValues = z.output<typeof quoteFormSchema>

export const emptyQuoteForm: QuoteFormInput = {
  name: '',
  email: '',
  phone: '',
  origin: '',
  destination: '',
  cargoType: 'general',
  weight: '',
  dimensions: '',
  date: '',
  additionalInfo: '',
}

/** Contact page 'Request Quote' form (spec §4, §5), sent to quote.php. */
export const contactFormSchema = z.object({
  ...personRules,
  phone: required('Phone is required'),
  service: z.enum(CONTACT_SERVICES, { error: 'Please select a service' }),
  origin: optionalText(),
  destination: optionalText(),
  cargoType: z.union([z.enum(CONTACT_CARGO_TYPES), z.literal('')]),
  // A number input gives '' for an empty or unparseable entry.
  weight: optionalText(
    z.refine((value) => value === '' || Number(value) >= 0, {
      message: 'Weight cannot be negative',
    }),
  ),
  message: optionalText(),
})
export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactFormValues = z.output<typeof contactFormSchema>

export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  service: '' as ContactFormInput['service'],
  origin: '',
  destination: '',
  cargoType: '',
  weight: '',
  message: '',
}

const serverEmail = z.email()
const resumeExtensions: readonly string[] = ACCEPTED_FILE_TYPES.resume.extensions
const resumeMaxMb = RESUME_MAX_BYTES / (1024 * 1024)
/** The résumé field's help line: the accepted types and the size cap of the contract. */
export const RESUME_HINT = `${resumeExtensions.map((extension) => extension.toUpperCase()).join(', ')}, one file, up to ${resumeMaxMb} MB`

/** A one-line value bound for a mail header on the server (no line breaks). */
const singleLine = (requiredMessage: string, max: number, name: string) =>
  required(
    requiredMessage,
    z.maxLength(max, `${name} must be at most ${max} characters`),
    z.refine(isHeaderSafe, `${name} cannot contain line breaks`),
  )

/**
 * Careers 'Join Our Team' form, on the caps and option lists of the careers.php contract
 * (spec §5: required fullname, email, phone, position, experience, location and the résumé).
 */
export const careersFormSchema = z.object({
  fullname: singleLine('Full name is required', NAME_MAX_LENGTH, 'Full name'),
  // The server's own e-mail rule (zod's), so the form never sends what careers.php refuses.
  email: required(
    'Email is required',
    ...emailRules(EMAIL_MAX_LENGTH),
    z.refine(
      (value: string) => isHeaderSafe(value) && serverEmail.safeParse(value).success,
      'Please enter a valid email',
    ),
  ),
  phone: singleLine('Phone is required', PHONE_MAX_LENGTH, 'Phone'),
  position: z.enum(CAREER_POSITIONS, { error: 'Please select a position' }),
  experience: z.enum(CAREER_EXPERIENCE, { error: 'Please select your experience' }),
  education: z.union([z.enum(CAREER_EDUCATION), z.literal('')]),
  location: z.enum(CAREER_LOCATIONS, { error: 'Please select a location' }),
  coverletter: z.string().check(
    z.refine((value) => utf8ByteLength(value) <= TEXT_FIELD_MAX_BYTES, {
      message: 'The cover letter is too long',
    }),
  ),
  resume: z.custom<File | null>().check(
    z.superRefine((file, ctx) => {
      if (!file) {
        ctx.addIssue({ code: 'custom', message: 'Please attach your resume' })
      } else if (!resumeExtensions.includes(fileExtension(file.name))) {
        ctx.addIssue({ code: 'custom', message: 'Resume must be a .pdf, .doc or .docx file' })
      } else if (file.size === 0) {
        ctx.addIssue({ code: 'custom', message: 'The resume file is empty' })
      } else if (file.size > RESUME_MAX_BYTES) {
        ctx.addIssue({ code: 'custom', message: `Resume must be ${resumeMaxMb} MB or smaller` })
      }
    }),
  ),
})
export type CareersFormInput = z.input<typeof careersFormSchema>
export type CareersFormValues = z.output<typeof careersFormSchema>

export const emptyCareersForm: CareersFormInput = {
  fullname: '',
  email: '',
  phone: '',
  position: '' as CareersFormInput['position'],
  experience: '' as CareersFormInput['experience'],
  education: '',
  location: '' as CareersFormInput['location'],
  coverletter: '',
  resume: null,
}

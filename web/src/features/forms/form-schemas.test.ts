import { describe, expect, it } from 'vitest'
import {
  careersFormSchema,
  contactFormSchema,
  emptyCareersForm,
  emptyContactForm,
  emptyQuoteForm,
  quoteFormSchema,
} from './form-schemas'

/** The message the form shows per field: the first issue of each path (as the resolver does). */
function messages(result: {
  success: boolean
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }
}) {
  const shown: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.')
    shown[path] ??= issue.message
  }
  return shown
}

const quote = {
  ...emptyQuoteForm,
  name: 'Amira Haddad',
  email: 'amira@example.com',
  phone: '+971 50-123 4567',
  origin: 'Dubai, UAE',
  destination: 'Hamburg, Germany',
  weight: '1200',
}

const pdf = (size: number, name = 'cv.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' })

const application = {
  ...emptyCareersForm,
  fullname: 'Omar Nasser',
  email: 'omar.nasser@example.com',
  phone: '+971 50 555 0101',
  position: 'fleet-manager' as const,
  experience: '5-10' as const,
  location: 'remote' as const,
  resume: pdf(10),
}

describe('Get Quote schema (spec §5)', () => {
  it('gives each required field its message, and only that one, when empty or blank', () => {
    expect(messages(quoteFormSchema.safeParse({ ...emptyQuoteForm, email: '   ' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      origin: 'Origin is required',
      destination: 'Destination is required',
      weight: 'Weight is required',
    })
  })

  it('checks the e-mail and phone formats and trims what it returns', () => {
    expect(messages(quoteFormSchema.safeParse({ ...quote, email: 'bad', phone: 'abc' }))).toEqual({
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    })
    const parsed = quoteFormSchema.parse({ ...quote, name: '  Amira  ', dimensions: ' 1 x 2 ' })
    expect([parsed.name, parsed.dimensions]).toEqual(['Amira', '1 x 2'])
  })
})

describe('contact schema', () => {
  it('asks for a service and refuses a negative weight', () => {
    expect(messages(contactFormSchema.safeParse(emptyContactForm))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      service: 'Please select a service',
    })
    const filled = {
      ...emptyContactForm,
      name: 'Li Wei',
      email: 'li.wei@example.com',
      phone: '+86 21 5555 0000',
      service: 'sea-freight' as const,
    }
    expect(contactFormSchema.safeParse({ ...filled, weight: '0' }).success).toBe(true)
    expect(messages(contactFormSchema.safeParse({ ...filled, weight: '-5' }))).toEqual({
      weight: 'Weight cannot be negative',
    })
  })
})

describe('careers schema (the careers.php contract)', () => {
  it('accepts a complete application', () => {
    expect(careersFormSchema.safeParse(application).success).toBe(true)
  })

  it('names every missing required field', () => {
    expect(messages(careersFormSchema.safeParse(emptyCareersForm))).toEqual({
      fullname: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      position: 'Please select a position',
      experience: 'Please select your experience',
      location: 'Please select a location',
      resume: 'Please attach your resume',
    })
  })

  it("refuses what the server would: line breaks, zod's e-mail rule, caps, résumé type and size", () => {
    expect(
      messages(
        careersFormSchema.safeParse({
          ...application,
          fullname: 'Omar\nBcc: x@example.com',
          // Passes the 'looks like' pattern, not zod's e-mail rule.
          email: 'a..b@example.com',
          phone: '1'.repeat(41),
          coverletter: 'é'.repeat(32 * 1024 + 1),
        }),
      ),
    ).toEqual({
      fullname: 'Full name cannot contain line breaks',
      email: 'Please enter a valid email',
      phone: 'Phone must be at most 40 characters',
      coverletter: 'The cover letter is too long',
    })
    const resume = (file: File) =>
      messages(careersFormSchema.safeParse({ ...application, resume: file })).resume
    expect(resume(pdf(10, 'cv.txt'))).toBe('Resume must be a .pdf, .doc or .docx file')
    expect(resume(pdf(0))).toBe('The resume file is empty')
    expect(resume(pdf(5 * 1024 * 1024 + 1))).toBe('Resume must be 5 MB or smaller')
    expect(resume(pdf(5 * 1024 * 1024))).toBeUndefined()
  })
})

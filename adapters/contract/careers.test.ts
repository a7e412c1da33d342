import { describe, expect, it } from 'vitest'
import {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
  CAREERS_FILE_SLOTS,
  careersJsonRequestSchema,
  careersMultipartFieldsSchema,
  careersResponseSchema,
} from './careers'
import { TEXT_FIELD_MAX_BYTES } from './limits'

const application = {
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+971 4 555 0100',
  position: 'warehouse-manager',
  experience: '5-10',
  education: 'master',
  location: 'remote',
  coverletter: 'Dear team,\nI would like to apply.',
}

describe('careers.php option lists', () => {
  it('are exactly those of spec §3', () => {
    expect(CAREER_POSITIONS).toEqual([
      'logistics-coordinator',
      'warehouse-manager',
      'transportation-analyst',
      'supply-chain',
      'fleet-manager',
      'other',
    ])
    expect(CAREER_EXPERIENCE).toEqual(['0-2', '2-5', '5-10', '10+'])
    expect(CAREER_EDUCATION).toEqual([
      'high-school',
      'associate',
      'bachelor',
      'master',
      'doctorate',
    ])
    expect(CAREER_LOCATIONS).toEqual(['new-york', 'chicago', 'los-angeles', 'atlanta', 'remote'])
  })
})

describe('careers.php JSON reading', () => {
  it('accepts an application with a résumé file name or null', () => {
    expect(careersJsonRequestSchema.parse({ ...application, resume: 'cv.pdf' })).toEqual({
      ...application,
      resume: 'cv.pdf',
    })
    expect(careersJsonRequestSchema.parse({ ...application, resume: null }).resume).toBeNull()
  })

  it('refuses a résumé key left out, or a name that is not pdf/doc/docx', () => {
    expect(careersJsonRequestSchema.safeParse(application).success).toBe(false)
    for (const resume of ['cv.exe', '../cv.pdf', 'cv', '']) {
      expect(careersJsonRequestSchema.safeParse({ ...application, resume }).success, resume).toBe(
        false,
      )
    }
  })
})

describe('careers.php multipart reading', () => {
  it('requires the résumé file part', () => {
    expect(CAREERS_FILE_SLOTS).toEqual([{ name: 'resume', kind: 'resume', required: true }])
  })

  it('accepts the text fields and trims single-line ones', () => {
    expect(
      careersMultipartFieldsSchema.parse({ ...application, fullname: '  Ada Lovelace ' }),
    ).toEqual(application)
  })

  it('leaves education and cover letter optional', () => {
    const { education: _education, coverletter: _coverletter, ...required } = application
    expect(careersMultipartFieldsSchema.parse(required)).toMatchObject({
      education: '',
      coverletter: '',
    })
    expect(careersMultipartFieldsSchema.parse({ ...required, education: '' }).education).toBe('')
  })

  it('refuses each missing required field', () => {
    for (const key of ['fullname', 'email', 'phone', 'position', 'experience', 'location']) {
      const { [key]: _dropped, ...rest } = application as Record<string, string>
      expect(careersMultipartFieldsSchema.safeParse(rest).success, key).toBe(false)
      expect(careersMultipartFieldsSchema.safeParse({ ...rest, [key]: '  ' }).success, key).toBe(
        false,
      )
    }
  })

  it('refuses an unknown option', () => {
    for (const [key, value] of [
      ['position', 'ceo'],
      ['experience', '20+'],
      ['education', 'phd'],
      ['location', 'paris'],
      ['position', 'Warehouse-Manager'],
    ] as const) {
      expect(
        careersMultipartFieldsSchema.safeParse({ ...application, [key]: value }).success,
        `${key}=${value}`,
      ).toBe(false)
    }
  })

  it('refuses CR/LF in header-bound fields', () => {
    for (const patch of [
      { fullname: 'A\r\nBcc: x@evil.example' },
      { fullname: 'Ada\n' },
      { email: 'a@b.co\r\nBcc: x@evil.example' },
      { email: 'ada@example.com\n' },
    ]) {
      expect(
        careersMultipartFieldsSchema.safeParse({ ...application, ...patch }).success,
        JSON.stringify(patch),
      ).toBe(false)
    }
  })

  it('refuses a malformed e-mail and an over-cap cover letter', () => {
    expect(careersMultipartFieldsSchema.safeParse({ ...application, email: 'ada@' }).success).toBe(
      false,
    )
    expect(
      careersMultipartFieldsSchema.safeParse({
        ...application,
        coverletter: 'x'.repeat(TEXT_FIELD_MAX_BYTES + 1),
      }).success,
    ).toBe(false)
  })
})

describe('careers.php response', () => {
  it('reads {message}, {} and {error}', () => {
    expect(careersResponseSchema.parse({ message: 'Thanks' })).toEqual({ message: 'Thanks' })
    expect(careersResponseSchema.parse({})).toEqual({})
    expect(careersResponseSchema.parse({ error: 'Too many requests' })).toEqual({
      error: 'Too many requests',
    })
    expect(careersResponseSchema.safeParse({ message: 5 }).success).toBe(false)
  })
})

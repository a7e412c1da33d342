/**
 * careers.php, the one public write (research/reliability.md §3.2 B13 and D1): résumé caps and
 * types, header injection in the fields that reach mail headers, and the per-IP flood limit.
 * A refused application leaves no document and no résumé file behind.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESUME_MAX_BYTES } from '#contract/limits'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import {
  docResume,
  docxResume,
  pdfResume,
  pngLogo,
  storedZip,
  type MediaFixture,
} from '#test-support/media-fixtures'
import { application, applicationFields, exeFile, htmlAsVideo, paddedPdf } from './support/fixtures'
import { type Part } from '#test-support/multipart'
import { filesUnder } from '#test-support/files'
import { expectRefusal } from './support/assertions'
import { postJson, postMultipart } from './support/requests'
import { useSecurityStack } from './support/security-stack'
import { snapshotStore, withNothingStored } from './support/store-snapshot'

const resume = (fixture: MediaFixture): Part => ({
  name: 'resume',
  filename: fixture.name,
  type: fixture.type,
  data: fixture.bytes,
})

const suite = useSecurityStack()

async function applications(target: ApiStack): Promise<number> {
  return target.client!.fetch<number>(
    'count(*[_type == "careerApplication"])',
    {},
    { perspective: 'raw', useCdn: false },
  )
}

describe('B13: the résumé', () => {
  it.each([
    ['PDF', pdfResume],
    ['DOCX', docxResume],
    ['DOC', docResume],
  ])('control: a valid %s application is stored, the résumé privately', async (_name, make) => {
    const before = await applications(suite.stack)
    const reply = await postMultipart(suite.stack, 'careers.php', [
      ...applicationFields(),
      resume(make()),
    ])
    expect(reply.status, reply.text).toBe(200)
    expect(typeof (reply.body as { message?: unknown }).message).toBe('string')
    expect(await applications(suite.stack)).toBe(before + 1)
    const stored = filesUnder(path.join(suite.stack.dataDir, 'private', 'resumes'))
    expect(stored.length).toBe(before + 1)
    for (const file of stored) {
      // A server-generated name, owner-only permissions.
      expect(path.basename(file)).toMatch(/^[0-9a-f-]{36}\.(pdf|docx?)$/)
      expect(fs.statSync(file).mode & 0o077).toBe(0)
    }
  })

  it.each([
    ['5 MB + 1 byte', 413, () => paddedPdf(RESUME_MAX_BYTES + 1)],
    ['an .exe', 415, () => exeFile('resume.exe', 'application/x-msdownload')],
    ['an executable named resume.pdf', 415, () => exeFile('resume.pdf', 'application/pdf')],
    ['HTML named resume.docx', 415, () => htmlAsVideo('resume.docx')],
    [
      'a plain zip named resume.docx',
      415,
      () => ({
        name: 'resume.docx',
        type: 'application/zip',
        bytes: storedZip([{ name: 'payload.js', data: Buffer.from('alert(1)') }]),
      }),
    ],
    ['a PNG named resume.pdf', 415, () => ({ ...pngLogo(), name: 'resume.pdf' })],
    ['a PDF named resume.doc', 415, () => pdfResume('resume.doc')],
    ['an empty résumé.pdf', 400, () => ({ ...pdfResume(), bytes: Buffer.alloc(0) })],
  ] as Array<[string, number, () => MediaFixture]>)('%s -> %s', async (_name, status, make) => {
    const reply = await withNothingStored(suite.stack, () =>
      postMultipart(suite.stack, 'careers.php', [...applicationFields(), resume(make())]),
    )
    expectRefusal(reply, status)
  })

  it('no résumé part -> 400', async () => {
    const reply = await withNothingStored(suite.stack, () =>
      postMultipart(suite.stack, 'careers.php', applicationFields()),
    )
    expectRefusal(reply, 400)
  })

  it.each([
    ['an .exe name', 'cv.exe'],
    ['a path', '../../etc/passwd.pdf'],
    ['a CRLF', 'cv\r\nBcc: x@evil.example.pdf'],
  ])('JSON reading with %s as the résumé name -> 400', async (_name, name) => {
    const reply = await withNothingStored(suite.stack, () =>
      postJson(`${suite.stack.apiUrl}/careers.php`, { ...application, resume: name }),
    )
    expectRefusal(reply, 400)
  })

  it('JSON reading without the résumé key -> 400', async () => {
    const reply = await withNothingStored(suite.stack, () =>
      postJson(`${suite.stack.apiUrl}/careers.php`, application),
    )
    expectRefusal(reply, 400)
  })
})

describe('D1: CR/LF in fields that reach mail headers', () => {
  const injections: Array<[string, Record<string, string>]> = [
    ['fullname with CRLF Bcc', { fullname: 'Ada\r\nBcc: x@evil.example' }],
    ['fullname with a bare LF', { fullname: 'Ada\nBcc: x@evil.example' }],
    ['email with CRLF Bcc', { email: 'ada@example.com\r\nBcc: x@evil.example' }],
    ['email with a bare CR', { email: 'ada@example.com\rBcc: x@evil.example' }],
    ['phone with CRLF', { phone: '+971\r\nBcc: x@evil.example' }],
  ]

  it.each(injections)('multipart %s -> 400', async (_name, override) => {
    const reply = await withNothingStored(suite.stack, () =>
      postMultipart(suite.stack, 'careers.php', [
        ...applicationFields(override),
        resume(pdfResume()),
      ]),
    )
    expectRefusal(reply, 400)
  })

  it.each(injections)('JSON %s -> 400', async (_name, override) => {
    const reply = await withNothingStored(suite.stack, () =>
      postJson(`${suite.stack.apiUrl}/careers.php`, {
        ...application,
        ...override,
        resume: 'cv.pdf',
      }),
    )
    expectRefusal(reply, 400)
  })
})

describe('B13: an application flood from one address', () => {
  let limited: ApiStack

  beforeAll(async () => {
    limited = await startApiStack({ env: { CAREERS_RATE_LIMIT: '3' } })
  })

  afterAll(async () => {
    await limited?.close()
  })

  it('CAREERS_RATE_LIMIT=3: the 4th application within the hour -> 429 + Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await postJson(`${limited.apiUrl}/careers.php`, {
        ...application,
        fullname: `Applicant ${i}`,
        resume: 'cv.pdf',
      })
      expect(ok.status, ok.text).toBe(200)
    }
    expect(await applications(limited)).toBe(3)
    const before = await snapshotStore(limited)
    const fourth = await postJson(`${limited.apiUrl}/careers.php`, {
      ...application,
      resume: 'cv.pdf',
    })
    expectRefusal(fourth, 429)
    const retryAfter = Number(fourth.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    // A multipart application with a résumé is refused the same way, before its body is kept.
    const fifth = await postMultipart(limited, 'careers.php', [
      ...applicationFields(),
      resume(pdfResume()),
    ])
    expectRefusal(fifth, 429)
    // A spoofed X-Forwarded-For is not a new address.
    const spoofed = await postJson(
      `${limited.apiUrl}/careers.php`,
      { ...application, resume: 'cv.pdf' },
      { 'x-forwarded-for': '198.51.100.23' },
    )
    expectRefusal(spoofed, 429)
    expect(await snapshotStore(limited)).toEqual(before)
    expect(await applications(limited)).toBe(3)
  })
})

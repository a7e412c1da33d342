import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_SUBMITTED_CONTACT_SOON } from '#contract/messages'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { startMailSink } from '#test-support/mail-sink'

const application = {
  fullname: 'Amal Haddad',
  email: 'amal@example.com',
  phone: '+971 50 123 4567',
  position: 'warehouse-manager',
  experience: '5-10',
  education: 'bachelor',
  location: 'remote',
  coverletter: 'I ran a bonded warehouse\nfor six years.',
}

function applicationForm(resume: { bytes: Buffer; name: string } | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(application)) form.set(name, value)
  if (resume) form.set('resume', new Blob([new Uint8Array(resume.bytes)]), resume.name)
  return form
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

describe('careers.php: stored privately and mailed to the careers mailbox', () => {
  let mail: Awaited<ReturnType<typeof startMailSink>>
  let stack: ApiStack

  beforeAll(async () => {
    mail = await startMailSink()
    stack = await startApiStack({
      env: { SMTP_URL: mail.url, CAREERS_MAIL_TO: 'careers@example.com' },
    })
  })
  afterAll(async () => {
    await stack?.close()
    await mail?.close()
  })

  it('accepts the multipart reading: résumé kept in private storage, never as a lake asset', async () => {
    const assetsBefore = await stack.client!.fetch<number>('count(*[_type == "sanity.fileAsset"])')
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      body: applicationForm({ bytes: pdf, name: '../../My CV.pdf' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: APPLICATION_SUBMITTED_CONTACT_SOON })

    const stored = await stack.client!.fetch<
      Array<{ _id: string; fullname: string; resume: { storedName: string; originalName: string } }>
    >('*[_type == "careerApplication"]', {}, { perspective: 'raw' })
    expect(stored).toHaveLength(1)
    expect(stored[0]!._id.startsWith('private.careerApplication.')).toBe(true)
    expect(stored[0]!.fullname).toBe('Amal Haddad')
    expect(stored[0]!.resume.originalName).toBe('My CV.pdf')
    const resumePath = path.join(stack.dataDir, 'private', 'resumes', stored[0]!.resume.storedName)
    expect(fs.readFileSync(resumePath)).toEqual(pdf)
    expect(fs.statSync(resumePath).mode & 0o077).toBe(0)
    expect(await stack.client!.fetch<number>('count(*[_type == "sanity.fileAsset"])')).toBe(
      assetsBefore,
    )

    // Anonymous readers of the lake never see applications.
    const anonymous = await fetch(
      `${stack.lake!.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "careerApplication"]')}`,
    )
    expect(((await anonymous.json()) as { result: unknown[] }).result).toEqual([])
  })

  it('mails the application with the résumé attached and the applicant as Reply-To', async () => {
    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1)
    const message = mail.messages[0]!
    expect(message.to).toEqual(['careers@example.com'])
    expect(message.raw).toMatch(/^Reply-To: amal@example\.com/m)
    expect(message.raw).toMatch(/^Subject: Job application: warehouse-manager - Amal Haddad/m)
    expect(message.raw).toContain('filename=resume.pdf')
    expect(message.raw).not.toContain('My CV')
  })

  it('accepts the JSON reading with the résumé as a file name only', async () => {
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...application, resume: 'cv.docx' }),
    })
    expect(response.status).toBe(200)
    const stored = await stack.client!.fetch<Array<{ resume: unknown }>>(
      '*[_type == "careerApplication" && defined(resume.fileNameOnly)]',
      {},
      { perspective: 'raw' },
    )
    expect(stored.map((doc) => doc.resume)).toEqual([{ fileNameOnly: 'cv.docx' }])
  })

  it('refuses a header-injection attempt before anything is stored or mailed', async () => {
    const mailed = mail.messages.length
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...application, fullname: 'A\r\nBcc: x@evil.example', resume: null }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/fullname/)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.messages.length).toBe(mailed)
  })
})

describe('careers.php: bots get the success reply and nothing is kept (issue 13)', () => {
  let mail: Awaited<ReturnType<typeof startMailSink>>
  let stack: ApiStack

  beforeAll(async () => {
    mail = await startMailSink()
    stack = await startApiStack({
      env: { SMTP_URL: mail.url, CAREERS_MAIL_TO: 'careers@example.com' },
    })
  })
  afterAll(async () => {
    await stack?.close()
    await mail?.close()
  })

  const resumeDir = () => path.join(stack.dataDir, 'private', 'resumes')
  /** The files under `dir`, at any depth (the upload temp folder has one folder per server). */
  const filesIn = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : []
  const stored = () =>
    stack.client!.fetch<Array<Record<string, unknown>>>(
      '*[_type == "careerApplication"]',
      {},
      { perspective: 'raw' },
    )

  function withControls(controls: Record<string, string>): FormData {
    const form = applicationForm({ bytes: pdf, name: 'cv.pdf' })
    for (const [name, value] of Object.entries(controls)) form.set(name, value)
    return form
  }

  async function expectNothingKept(response: Response): Promise<void> {
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: APPLICATION_SUBMITTED_CONTACT_SOON })
    expect(await stored()).toEqual([])
    expect(filesIn(resumeDir())).toEqual([])
    expect(filesIn(path.join(stack.dataDir, 'tmp', 'uploads'))).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.messages).toEqual([])
  }

  it('a filled honeypot: success reply, nothing stored or mailed, no résumé file left', async () => {
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      body: withControls({ website: 'https://spam.example', elapsedMs: '60000' }),
    })
    await expectNothingKept(response)
  })

  it('sent sooner than a person fills the form (500 ms): the same', async () => {
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      body: withControls({ website: '', elapsedMs: '500' }),
    })
    await expectNothingKept(response)
  })

  it('the JSON reading has the same controls', async () => {
    for (const controls of [{ website: 'spam' }, { elapsedMs: 500 }]) {
      const response = await fetch(`${stack.apiUrl}/careers.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...application, resume: 'cv.pdf', ...controls }),
      })
      await expectNothingKept(response)
    }
  })

  it('refuses an elapsedMs that is not a number of milliseconds', async () => {
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      body: withControls({ website: '', elapsedMs: 'soon' }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/elapsedMs/)
    expect(await stored()).toEqual([])
  })

  it('a person (empty honeypot, seconds spent): stored with the résumé and mailed, controls not kept', async () => {
    const response = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      body: withControls({ website: '', elapsedMs: '45000' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: APPLICATION_SUBMITTED_CONTACT_SOON })
    const docs = await stored()
    expect(docs).toHaveLength(1)
    expect(docs[0]).not.toHaveProperty('website')
    expect(docs[0]).not.toHaveProperty('elapsedMs')
    const { storedName } = docs[0]!.resume as { storedName: string }
    expect(filesIn(resumeDir())).toEqual([storedName])
    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBe(1)
    expect(mail.messages[0]!.raw).not.toContain('45000')
  })
})

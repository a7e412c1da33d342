import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiConfigFromEnv } from '#adapters/server/config'
import { startApiServer } from '#adapters/server/start'
import { startApiStack, type ApiStack } from '#test-support/api-stack'

/**
 * Issue 13, item 5 (docs/decisions/017): quote requests and applications older than
 * RETENTION_DAYS are deleted with their résumé files and history by the server's sweep, and
 * `npm run admin -- forget --email` deletes everything stored about one sender.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const run = promisify(execFile)

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

function application(email: string, fullname = 'Amal Haddad') {
  return {
    fullname,
    email,
    phone: '+971 50 123 4567',
    position: 'warehouse-manager',
    experience: '5-10',
    education: 'bachelor',
    location: 'remote',
    coverletter: 'I ran a bonded warehouse.',
  }
}

function quote(email: string) {
  return {
    source: 'get-quote',
    name: 'Omar Said',
    email,
    phone: '+971 4 555 0101',
    origin: 'Dubai',
    destination: 'Hamburg',
    weight: '1200 kg',
    website: '',
    elapsedMs: 12_000,
  }
}

async function sendApplication(stack: ApiStack, email: string): Promise<void> {
  const form = new FormData()
  for (const [name, value] of Object.entries(application(email))) form.set(name, value)
  form.set('resume', new Blob([new Uint8Array(pdf)]), 'cv.pdf')
  const response = await fetch(`${stack.apiUrl}/careers.php`, { method: 'POST', body: form })
  expect(response.status).toBe(200)
}

async function sendQuote(stack: ApiStack, email: string): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/quote.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quote(email)),
  })
  expect(response.status).toBe(200)
}

interface Stored {
  _id: string
  _type: string
  email: string
  resume?: { storedName?: string } | null
}

async function stored(stack: ApiStack): Promise<Stored[]> {
  return stack.client!.fetch<Stored[]>(
    '*[_type in ["quoteRequest", "careerApplication"]] | order(_id asc)',
    {},
    { perspective: 'raw' },
  )
}

function resumeDir(stack: ApiStack): string {
  return path.join(stack.dataDir, 'private', 'resumes')
}

function resumePath(stack: ApiStack, doc: Stored): string {
  return path.join(resumeDir(stack), doc.resume!.storedName!)
}

/** An application as the server stores it, `daysAgo` old, with its résumé file. */
async function oldApplication(stack: ApiStack, email: string, daysAgo: number): Promise<Stored> {
  const storedName = `${randomUUID()}.pdf`
  fs.mkdirSync(resumeDir(stack), { recursive: true, mode: 0o700 })
  fs.writeFileSync(path.join(resumeDir(stack), storedName), pdf)
  const doc = {
    _id: `private.careerApplication.${randomUUID()}`,
    _type: 'careerApplication',
    ...application(email),
    resume: {
      storedName,
      originalName: 'cv.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    },
    receivedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
  }
  await stack.client!.create(doc, { visibility: 'sync' })
  return doc
}

async function oldQuote(stack: ApiStack, email: string, daysAgo: number): Promise<Stored> {
  const doc = {
    _id: `private.quoteRequest.${randomUUID()}`,
    _type: 'quoteRequest',
    ...quote(email),
    status: 'new',
    receivedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
  }
  await stack.client!.create(doc, { visibility: 'sync' })
  return doc
}

/** The lake's history of a document: one NDJSON line per transaction that touched it. */
async function historyLines(stack: ApiStack, id: string): Promise<string[]> {
  const response = await fetch(
    `${stack.lake!.url}/v2025-02-19/data/history/production/transactions/${id}?excludeContent=false`,
    { headers: { authorization: `Bearer ${stack.store!.writeToken}` } },
  )
  expect(response.status).toBe(200)
  return (await response.text()).split('\n').filter(Boolean)
}

describe('retention: records older than RETENTION_DAYS are deleted by the server', () => {
  let stack: ApiStack

  beforeAll(async () => {
    stack = await startApiStack()
  })
  afterAll(async () => {
    await stack?.close()
  })

  it('deletes old quote requests and applications with their files and history, keeps newer ones', async () => {
    await sendApplication(stack, 'recent@example.com')
    await sendQuote(stack, 'recent@example.com')
    const expiredApplication = await oldApplication(stack, 'old@example.com', 40)
    const expiredQuote = await oldQuote(stack, 'old@example.com', 31)
    const keptApplication = await oldApplication(stack, 'kept@example.com', 20)
    const keptQuote = await oldQuote(stack, 'kept@example.com', 29)
    expect(await historyLines(stack, expiredApplication._id)).toHaveLength(1)
    const recent = (await stored(stack)).find(
      (doc) => doc._type === 'careerApplication' && doc.email === 'recent@example.com',
    )!
    expect(fs.existsSync(resumePath(stack, recent))).toBe(true)

    // A second server over the same store and DATA_DIR: its sweep at start, 30 days.
    const server = await startApiServer(
      apiConfigFromEnv({
        DATA_DIR: stack.dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        RETENTION_DAYS: '30',
      }),
      { store: stack.store },
    )
    try {
      await expect
        .poll(async () => (await stored(stack)).map((doc) => doc._id), { timeout: 10_000 })
        .not.toContain(expiredQuote._id)
      const left = (await stored(stack)).map((doc) => doc._id)
      expect(left).not.toContain(expiredApplication._id)
      expect(left).toEqual(expect.arrayContaining([keptApplication._id, keptQuote._id, recent._id]))
      expect(left).toHaveLength(4)
      expect(fs.existsSync(resumePath(stack, expiredApplication))).toBe(false)
      expect(fs.existsSync(resumePath(stack, keptApplication))).toBe(true)
      expect(fs.existsSync(resumePath(stack, recent))).toBe(true)
      // Purged: the lake's history no longer has the deleted bodies.
      expect(await historyLines(stack, expiredApplication._id)).toEqual([])
      expect(await historyLines(stack, expiredQuote._id)).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('refuses a RETENTION_DAYS outside 1..3650', () => {
    const base = { DATA_DIR: stack.dataDir }
    expect(apiConfigFromEnv(base).retentionDays).toBe(365)
    for (const bad of ['0', '3651', '1.5', 'a year']) {
      expect(() => apiConfigFromEnv({ ...base, RETENTION_DAYS: bad })).toThrow(/RETENTION_DAYS/)
    }
  })
})

describe('npm run admin -- forget --email', () => {
  let stack: ApiStack

  beforeAll(async () => {
    stack = await startApiStack()
  })
  afterAll(async () => {
    await stack?.close()
  })

  /** The real CLI, as a child process on the stack's store and DATA_DIR. */
  async function admin(...args: string[]) {
    const env = {
      ...process.env,
      DATA_DIR: stack.dataDir,
      SANITY_API_HOST: stack.store!.apiHost,
      SANITY_WRITE_TOKEN: stack.store!.writeToken,
      SANITY_PROJECT_ID: stack.store!.projectId,
      SANITY_DATASET: stack.store!.dataset,
    }
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'scripts/admin.ts', ...args],
        { env, cwd: process.cwd() },
      )
      return { code: 0, stdout, stderr }
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string }
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
    }
  }

  it("removes one sender's quote requests, applications and résumé files, whatever the letter case", async () => {
    await sendQuote(stack, 'Sara.Ali@Example.com')
    await sendQuote(stack, 'sara.ali@example.com')
    await sendApplication(stack, 'SARA.ALI@example.com')
    await sendApplication(stack, 'other@example.com')
    await sendQuote(stack, 'other@example.com')
    const before = await stored(stack)
    const saras = before.filter((doc) => doc.email.toLowerCase() === 'sara.ali@example.com')
    const others = before.filter((doc) => doc.email === 'other@example.com')
    expect(saras).toHaveLength(3)
    const sarasResume = resumePath(
      stack,
      saras.find((doc) => doc.resume)!,
    )
    const othersResume = resumePath(
      stack,
      others.find((doc) => doc.resume)!,
    )
    expect(fs.existsSync(sarasResume)).toBe(true)

    const result = await admin('forget', '--email', ' Sara.ALI@example.COM ')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'Removed 2 quote requests, 1 application and 1 résumé file stored for sara.ali@example.com.',
    )
    for (const doc of saras) expect(result.stdout).toContain(doc._id)

    const after = await stored(stack)
    expect(after.map((doc) => doc._id).sort()).toEqual(others.map((doc) => doc._id).sort())
    expect(fs.existsSync(sarasResume)).toBe(false)
    expect(fs.existsSync(othersResume)).toBe(true)
    for (const doc of saras) expect(await historyLines(stack, doc._id)).toEqual([])
  })

  it('says when nothing is stored for an address (exit 0)', async () => {
    const result = await admin('forget', '--email', 'nobody@example.com')
    expect(result.code).toBe(0)
    expect(result.stdout.trim()).toBe('Nothing stored for nobody@example.com.')
  })

  it('leaves staff accounts alone and says so', async () => {
    const result = await admin('forget', '--email', stack.adminEmail)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Nothing stored for ${stack.adminEmail}.`)
    expect(result.stdout).toContain('forget does not remove accounts')
    expect(await stack.login()).toBeTruthy()
  })

  it('refuses a missing or malformed e-mail with a clear message', async () => {
    const bad = await admin('forget', '--email', 'not-an-address')
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toContain('Not an e-mail address: "not-an-address"')
    const missing = await admin('forget')
    expect(missing.code).not.toBe(0)
    expect(missing.stderr).toContain('--email is required')
    expect((await stored(stack)).length).toBeGreaterThan(0)
  })
})

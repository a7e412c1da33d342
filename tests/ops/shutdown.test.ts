import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_SUBMITTED_CONTACT_SOON } from '#contract/messages'
import { lakeClient } from '#test-support/lake'
import { careerApplication } from '#test-support/career-application'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'

// `npm start` as production runs it (the compiled server): JSON log lines naming each request's
// id without its secrets, and a SIGTERM that lets an upload in flight finish before exit 0.
let dataDir: string
let product: ProductProcess | null = null

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'))
  product = await startProductProcess({ dataDir, env: { WARM_UP: '0' } })
}, 180_000)

afterAll(async () => {
  await product?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(200_000, 0x20),
  Buffer.from('\n%%EOF\n'),
])

/** A POST whose body is sent in two halves: the second once `between` has run. */
function splitUpload(
  url: string,
  body: Buffer,
  contentType: string,
  between: () => Promise<void>,
): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': contentType, 'content-length': body.length },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            body: text,
          }),
        )
      },
    )
    request.on('error', reject)
    request.write(body.subarray(0, body.length / 2))
    between().then(() => request.end(body.subarray(body.length / 2)), reject)
  })
}

describe('the compiled server in production', () => {
  it('runs compiled JavaScript: no tsx, no esbuild process beside it', () => {
    const argv = fs.readFileSync(`/proc/${product!.pid}/cmdline`, 'utf8').split('\0')
    expect(argv).toContain('dist/server/start.mjs')
    expect(argv.join(' ')).not.toMatch(/tsx/)
    const children = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return (
            fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] ===
            String(product!.pid)
          )
        } catch {
          return false
        }
      })
    expect(children).toEqual([])
  })

  it('logs one JSON line per request, with its id and without its secrets', async () => {
    const response = await fetch(`${product!.url}/?sanity-preview-secret=hush-hush-42`, {
      headers: {
        'x-request-id': 'shutdown-test-1',
        authorization: 'Bearer bearer-secret-42',
        cookie: 'session=cookie-secret-42',
      },
    })
    expect(response.headers.get('x-request-id')).toBe('shutdown-test-1')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const lines = product!
      .output()
      .split('\n')
      .filter((line) => line.includes('"shutdown-test-1"'))
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(entry).toMatchObject({
      name: 'site',
      reqId: 'shutdown-test-1',
      msg: 'request completed',
      res: { statusCode: 200 },
      req: { method: 'GET', url: '/?sanity-preview-secret=[Redacted]' },
    })
    expect(product!.output()).not.toMatch(/secret-42|hush-hush/)
  })

  it('on SIGTERM finishes the upload in flight, refuses new connections and exits 0', async () => {
    const form = careerApplication('Drained Applicant', pdf)
    const tokens = JSON.parse(fs.readFileSync(path.join(dataDir, 'lake-tokens.json'), 'utf8'))
    const reply = await splitUpload(
      `${product!.apiUrl}/careers.php`,
      form.body,
      form.contentType,
      async () => {
        // Once the server reads the request (a connection with none yet is idle and closed).
        await new Promise((resolve) => setTimeout(resolve, 300))
        process.kill(product!.pid, 'SIGTERM')
        await new Promise((resolve) => setTimeout(resolve, 500))
        // It no longer listens, but is still there: the upload goes on.
        await expect(fetch(`${product!.url}/healthz`)).rejects.toThrow()
        expect(product!.child.exitCode).toBeNull()
      },
    )
    expect(reply.status).toBe(200)
    expect(reply.connection).toBe('close')
    expect(JSON.parse(reply.body)).toEqual({ message: APPLICATION_SUBMITTED_CONTACT_SOON })
    expect(await product!.exited).toBe('0')
    expect(product!.output()).toMatch(/Received SIGTERM/)

    // What was acknowledged is there after the restart: the document and its résumé file.
    product = await startProductProcess({ dataDir, env: { WARM_UP: '0' } })
    const client = lakeClient(product.lakeUrl, { token: tokens.writeToken })
    const stored = await client.fetch<Array<{ resume: { storedName: string } }>>(
      '*[_type == "careerApplication" && fullname == "Drained Applicant"]{resume}',
    )
    expect(stored).toHaveLength(1)
    const file = path.join(dataDir, 'private', 'resumes', stored[0]!.resume.storedName)
    expect(fs.statSync(file).size).toBe(pdf.length)
  })
})

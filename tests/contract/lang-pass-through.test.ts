import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aboutGetResponseSchema } from '#contract/about'
import { postAdminForm } from '#test-support/admin-api'
import {
  startApiStack,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type ApiStack,
} from '#test-support/api-stack'
import { startPhpBackend, type PhpBackend } from '#test-support/php-backend'

/**
 * ADR 022 with LEGACY_PHP_URL: the language extension passes through unchanged to the real PHP
 * backend (a `php -S` process), which does not know it and ignores it. Between our server and
 * PHP sits a recording hop (a plain HTTP relay), since php -S does not log request lines: it
 * keeps what arrived (target and body) and relays it to PHP as it came.
 */
let backend: PhpBackend | undefined
let stack: ApiStack | undefined
let recorder: http.Server | undefined
const arrived: Array<{ url: string; body: string }> = []

function startRecorder(target: URL): Promise<string> {
  const server = http.createServer((request, reply) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      arrived.push({ url: request.url ?? '', body: body.toString('utf8') })
      const relay = http.request(
        { host: target.hostname, port: target.port, path: request.url, method: request.method },
        (answer) => {
          reply.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(reply)
        },
      )
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined && name !== 'host' && name !== 'transfer-encoding') {
          relay.setHeader(name, value)
        }
      }
      relay.setHeader('content-length', body.length)
      relay.end(body)
    })
  })
  recorder = server
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`),
    ),
  )
}

beforeAll(async () => {
  backend = await startPhpBackend({
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
  })
  const relayUrl = await startRecorder(new URL(backend.url))
  stack = await startApiStack({ env: { LEGACY_PHP_URL: relayUrl } })
})
afterAll(async () => {
  await stack?.close()
  await new Promise((resolve) => recorder?.close(resolve))
  await backend?.close()
})

describe('pass-through forwards lang', () => {
  it('forwards ?lang= on a read as sent', async () => {
    const response = await fetch(`${stack!.apiUrl}/about.php?lang=ar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'get' }),
    })
    expect(response.status).toBe(200)
    expect(aboutGetResponseSchema.parse(await response.json()).success).toBe(true)
    expect(arrived.map((request) => request.url)).toContain('/api/about.php?lang=ar')
  })

  it('forwards the lang form field of a save; PHP keeps one language and ignores it', async () => {
    const token = await stack!.login()
    const saved = await postAdminForm(stack!.apiUrl, token, 'trackship.php', {
      lang: 'ar',
      shipmentcontent: 'أدخل رقم الشحنة.',
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const forwarded = arrived.at(-1)!
    expect(forwarded.url).toBe('/api/trackship.php')
    expect(forwarded.body).toMatch(/name="lang"\r\n\r\nar\r\n/)
    expect(forwarded.body).toContain('أدخل رقم الشحنة.')
    // Our server would refuse an unknown language; the pass-through does not judge it either.
    const odd = await postAdminForm(stack!.apiUrl, token, 'trackship.php', {
      lang: 'xx',
      shipmentcontent: 'Enter your number.',
    })
    expect(odd.status).toBe(200)
    const read = await fetch(`${stack!.apiUrl}/trackship.php?lang=ar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'get' }),
    })
    // The PHP backend stores its one text: the last save's, whatever its lang.
    expect(await read.json()).toMatchObject({
      success: true,
      data: { shipmentcontent: 'Enter your number.' },
    })
  })
})

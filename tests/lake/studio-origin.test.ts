import fs from 'node:fs'
import http2 from 'node:http2'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { X509Certificate } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LakeServer } from '#lake/server'
import { startTestLake } from '#test-support/lake'

// The Studio's origin: the lake's API over HTTPS with HTTP/2 (and HTTP/1.1 for other clients),
// with a certificate from a local CA generated into DATA_DIR on first start.
let dataDir: string
let lake: LakeServer

/** A lake serving the Studio origin over `dir`, which stays in place across restarts. */
async function startStudioOrigin(
  dir: string,
  options: { env?: Record<string, string>; heartbeatMs?: number } = {},
): Promise<LakeServer> {
  const started = await startTestLake({
    dataDir: dir,
    env: { LAKE_TLS_HOSTS: 'studio.freight.test', ...options.env },
    server: { studio: { distDir: null }, heartbeatMs: options.heartbeatMs },
  })
  return started.server
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-tls-'))
  lake = await startStudioOrigin(dataDir, { heartbeatMs: 60_000 })
})

afterAll(async () => {
  await lake?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function h2Get(url: string, ca: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; alpn: string | false }>((resolve, reject) => {
    const session = http2.connect(new URL(url).origin, { ca })
    session.on('error', reject)
    const stream = session.request({
      ':path': new URL(url).pathname + new URL(url).search,
      ...headers,
    })
    let body = ''
    let status = 0
    stream.on('response', (h) => (status = Number(h[':status'])))
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (body += chunk))
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? false
      session.close()
      resolve({ status, body, alpn })
    })
    stream.on('error', reject)
  })
}

describe('the Studio origin', () => {
  it('serves the API over HTTP/2 with a certificate the generated CA vouches for', async () => {
    expect(lake.studioUrl).toMatch(/^https:\/\/localhost:\d+$/)
    const ca = fs.readFileSync(lake.tlsCaFile!, 'utf8')
    const reply = await h2Get(`${lake.studioUrl}/health`, ca)
    expect(reply.alpn).toBe('h2')
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.body)).toEqual({ ok: true })
  })

  it('still accepts HTTP/1.1 clients', async () => {
    const ca = fs.readFileSync(lake.tlsCaFile!, 'utf8')
    const body = await new Promise<string>((resolve, reject) => {
      https
        .get(`${lake.studioUrl}/v2025-02-19/auth/providers`, { ca }, (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (c: string) => (text += c))
          response.on('end', () => resolve(text))
        })
        .on('error', reject)
    })
    const providers = JSON.parse(body) as { providers: { url: string }[] }
    // The login page lives on this origin.
    expect(providers.providers[0]!.url).toBe(`${lake.studioUrl}/v1/auth/login`)
  })

  it('covers localhost, the loopback addresses, the project host and configured names', () => {
    const cert = new X509Certificate(fs.readFileSync(path.join(dataDir, 'tls', 'server.pem')))
    for (const host of ['localhost', 'local.localhost', 'studio.freight.test']) {
      expect(cert.checkHost(host), host).toBe(host)
    }
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1')
    expect(cert.checkIP('::1')).toBeDefined()
    expect(cert.ca).toBe(false)
    // The CA's key never leaves the data directory with loose permissions.
    expect(fs.statSync(path.join(dataDir, 'tls', 'ca-key.pem')).mode & 0o077).toBe(0)
    expect(fs.statSync(path.join(dataDir, 'tls', 'server-key.pem')).mode & 0o077).toBe(0)
  })

  it('ends open listen streams promptly on shutdown, and reuses its certificate on restart', async () => {
    const ca = fs.readFileSync(lake.tlsCaFile!, 'utf8')
    const session = http2.connect(lake.studioUrl!, { ca })
    const stream = session.request({
      ':path': `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*')}`,
    })
    await new Promise<void>((resolve) => stream.once('data', () => resolve()))
    const ended = new Promise<number>((resolve) => {
      const started = Date.now()
      stream.on('close', () => resolve(Date.now() - started))
      session.on('close', () => resolve(Date.now() - started))
    })
    stream.on('error', () => {})
    session.on('error', () => {})
    const fingerprint = new X509Certificate(
      fs.readFileSync(path.join(dataDir, 'tls', 'server.pem')),
    ).fingerprint256
    const closing = lake.close()
    expect(await ended).toBeLessThan(2000)
    await closing

    lake = await startStudioOrigin(dataDir)
    const again = new X509Certificate(fs.readFileSync(path.join(dataDir, 'tls', 'server.pem')))
    expect(again.fingerprint256).toBe(fingerprint)
  })

  it('uses LAKE_TLS_CERT and LAKE_TLS_KEY when given', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-tls-own-'))
    try {
      const certFile = path.join(dataDir, 'tls', 'server.pem')
      const keyFile = path.join(dataDir, 'tls', 'server-key.pem')
      const own = await startStudioOrigin(other, {
        env: { LAKE_TLS_CERT: certFile, LAKE_TLS_KEY: keyFile },
      })
      try {
        expect(own.tlsCaFile).toBeUndefined()
        expect(fs.existsSync(path.join(other, 'tls'))).toBe(false)
        const reply = await h2Get(
          `${own.studioUrl}/health`,
          fs.readFileSync(lake.tlsCaFile!, 'utf8'),
        )
        expect(reply.status).toBe(200)
      } finally {
        await own.close()
      }
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })
})

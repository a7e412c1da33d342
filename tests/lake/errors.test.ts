import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DATASET, useTestLake } from '#test-support/lake'
import { countAll, raw, rejection } from './support/lake-requests'

// Error shapes (research/sanity-api.md §4.4) and bad input: every refusal is a 4xx in one of
// Sanity's shapes, never a 5xx, and never a partial write.
const ASSET_CAP = 20_000
let auth: Record<string, string>

const lake = useTestLake({ env: { LAKE_ASSET_MAX_BYTES: String(ASSET_CAP) } })

beforeAll(async () => {
  auth = { authorization: `Bearer ${lake.writeToken}` }
  await lake.writer.create({ _id: 'post-1', _type: 'post', title: 'One', n: 1 })
})

const v = '/v2025-02-19'

/** A 4xx in Boom style or {error:{type,description}} style, JSON, no stack trace. */
function expectSanity4xx(res: { status: number; body: unknown; text: string; headers: Headers }) {
  expect(res.status, res.text).toBeGreaterThanOrEqual(400)
  expect(res.status, res.text).toBeLessThan(500)
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/)
  const body = res.body as Record<string, unknown>
  if (typeof body.error === 'string') {
    expect(body).toEqual({
      statusCode: res.status,
      error: expect.any(String),
      message: expect.any(String),
    })
  } else {
    expect(body.error).toMatchObject({ type: expect.any(String), description: expect.any(String) })
  }
}

async function mutateRaw(body: string, contentType = 'application/json', query = '') {
  return raw(`${lake.url}${v}/data/mutate/${DATASET}${query}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': contentType },
    body,
  })
}

/** Documents and the transaction log must be unchanged by a refused request. */
async function unchanged(run: () => Promise<void>) {
  const before = await lake.writer.fetch('*{_id, _rev}', {}, { perspective: 'raw' })
  const txBefore = lake.server.lake.db.prepare('SELECT count(*) AS n FROM transactions').get()
  await run()
  expect(await lake.writer.fetch('*{_id, _rev}', {}, { perspective: 'raw' })).toEqual(before)
  expect(lake.server.lake.db.prepare('SELECT count(*) AS n FROM transactions').get()).toEqual(
    txBefore,
  )
}

describe('query errors', () => {
  it('malformed GROQ gives 400 queryParseError with start/end, formatted by the client', async () => {
    const error = await rejection(() => lake.writer.fetch('*[_type == ]'))
    expect(error.statusCode).toBe(400)
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      query: '*[_type == ]',
      start: expect.any(Number),
      end: expect.any(Number),
    })
    const { start, end } = error.details as { start: number; end: number }
    expect(start).toBeGreaterThanOrEqual(0)
    expect(end).toBeGreaterThan(start)
    expect(end).toBeLessThanOrEqual('*[_type == ]'.length + 1)
    expect(error.message).toContain('GROQ query parse error')
    expect(error.message).toContain('> 1 | *[_type == ]')
  })

  it('a missing $param gives 400', async () => {
    const error = await rejection(() => lake.writer.fetch('*[_type == $missing]'))
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('$missing')
  })

  it('an unparsable $param value gives 400', async () => {
    const res = await raw(`${lake.url}${v}/data/query/${DATASET}?query=*[_id==$id]&$id=unquoted`)
    expectSanity4xx(res)
    expect(res.status).toBe(400)
  })

  it('an empty or repeated query gives 400', async () => {
    for (const qs of ['query=', 'query=count(*)&query=count(*)', 'x=1']) {
      const res = await raw(`${lake.url}${v}/data/query/${DATASET}?${qs}`)
      expectSanity4xx(res)
    }
  })

  it('an unknown dataset gives 404 on every data route', async () => {
    const other = lake.client({ token: lake.writeToken, dataset: 'nope' })
    const fetchError = await rejection(() => other.fetch('count(*)'))
    expect(fetchError.statusCode).toBe(404)
    expect(fetchError.response?.body).toMatchObject({ statusCode: 404, error: 'Not Found' })
    expect((await rejection(() => other.getDocument('post-1'))).statusCode).toBe(404)
    expect((await rejection(() => other.create({ _type: 'x' }))).statusCode).toBe(404)
    expect((await rejection(() => other.assets.upload('file', Buffer.from('x')))).statusCode).toBe(
      404,
    )
    const listen = await raw(`${lake.url}${v}/data/listen/nope?query=*`)
    expectSanity4xx(listen)
    expect(listen.status).toBe(404)
  })

  it('an unknown route or API version gives a Boom-style 4xx', async () => {
    const notFound = await raw(`${lake.url}${v}/data/nothing/${DATASET}`)
    expect(notFound.status).toBe(404)
    expect(notFound.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' })
    const badVersion = await raw(`${lake.url}/vfoo/data/query/${DATASET}?query=count(*)`)
    expectSanity4xx(badVersion)
    expect(badVersion.status).toBe(400)
  })

  it('a malformed listen query gives 400 queryParseError before the stream starts', async () => {
    const res = await raw(
      `${lake.url}${v}/data/listen/${DATASET}?query=${encodeURIComponent('*[')}`,
    )
    expectSanity4xx(res)
    expect((res.body as { error: { type: string } }).error.type).toBe('queryParseError')
  })

  it('a JSON query body over the limit gives 413', async () => {
    const res = await raw(`${lake.url}${v}/data/query/${DATASET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'count(*)',
        params: { big: 'x'.repeat(5 * 1024 * 1024 + 10) },
      }),
    })
    expectSanity4xx(res)
    expect(res.status).toBe(413)
  })
})

describe('mutation bad input', () => {
  it('a JSON body over 5 MB gives 413 and stores nothing', async () => {
    await unchanged(async () => {
      const big = 'x'.repeat(5 * 1024 * 1024 + 100)
      const res = await mutateRaw(
        JSON.stringify({ mutations: [{ create: { _id: 'big', _type: 'post', big } }] }),
      )
      expectSanity4xx(res)
      expect(res.status).toBe(413)
    })
  })

  it('invalid document ids give 400 invalidDocumentIdError and store nothing', async () => {
    const ids = [
      '../x',
      'a..b',
      'a/b',
      '',
      ' x',
      'x y',
      '-x',
      '.x',
      'x'.repeat(200),
      'é',
      'a\u0000b',
    ]
    for (const id of ids) {
      await unchanged(async () => {
        // Raw: the client itself refuses most of these ids before sending.
        const res = await mutateRaw(
          JSON.stringify({
            mutations: [
              { create: { _id: 'ok-1', _type: 'post' } },
              { createOrReplace: { _id: id, _type: 'post' } },
            ],
          }),
        )
        expectSanity4xx(res)
        expect(res.status, JSON.stringify(id)).toBe(400)
        expect(res.body, JSON.stringify(id)).toMatchObject({
          error: {
            type: 'mutationError',
            items: [{ index: 1, error: { type: 'invalidDocumentIdError' } }],
          },
        })
      })
    }
    // And the client's own check, for the record.
    const clientError = await rejection(() =>
      lake.writer.createOrReplace({ _id: '../x', _type: 'post' }),
    )
    expect(clientError.message).toMatch(/not a valid document ID/)
    for (const body of [
      { patch: { id: '../x', set: { a: 1 } } },
      { delete: { id: 'a..b' } },
      { create: { _id: 42, _type: 'post' } },
    ]) {
      await unchanged(async () => {
        const res = await mutateRaw(JSON.stringify({ mutations: [body] }))
        expectSanity4xx(res)
        expect(res.status, JSON.stringify(body)).toBe(400)
      })
    }
  })

  it('unknown mutation or patch types give 400 and store nothing', async () => {
    const cases: unknown[] = [
      [{ frobnicate: { _id: 'x' } }],
      [{ create: { _id: 'x', _type: 'post' }, delete: { id: 'post-1' } }],
      [{ create: { _id: 'x', _type: 'post' } }, { patch: { id: 'post-1', explode: {} } }],
      [{ patch: { id: 'post-1', set: 5 } }],
      [{ patch: { id: 'post-1', unset: 'title' } }],
      [{ patch: { id: 'post-1', inc: { title: 'a' } } }],
      [{ patch: { id: 'post-1', insert: { items: [1] } } }],
      [{ patch: { id: 'post-1', insert: { after: 'tags[-1]', items: 'x' } } }],
      [{ patch: { id: 'post-1', diffMatchPatch: { title: 'garbage' } } }],
      [{ patch: { id: 'post-1', set: { _id: 'other' } } }],
      [{ patch: { id: 'post-1', unset: ['_type'] } }],
      [{ patch: { id: 'post-1', ifRevisionID: 5, set: { a: 1 } } }],
      [{ patch: { set: { a: 1 } } }],
      [{ patch: { query: '*[', set: { a: 1 } } }],
      [{ delete: { query: '*[_id == $nope]' } }],
      [{ create: 'string' }],
      [{ create: { _id: 'x' } }],
      [{ createOrReplace: { _id: 'x', _type: '' } }],
      [null],
      [],
      'not-an-array',
    ]
    for (const mutations of cases) {
      await unchanged(async () => {
        const res = await mutateRaw(JSON.stringify({ mutations }))
        expectSanity4xx(res)
      })
    }
  })

  it('non-JSON or wrongly shaped bodies give 4xx', async () => {
    const cases: [string, string][] = [
      ['{"mutations": [', 'application/json'],
      ['not json', 'application/json'],
      ['[]', 'application/json'],
      ['null', 'application/json'],
      ['"str"', 'application/json'],
      ['{"mutations":[{"create":{"_id":"x","_type":"p"}}]}', 'text/plain'],
      ['mutations=1', 'application/x-www-form-urlencoded'],
      ['', 'application/json'],
    ]
    for (const [body, type] of cases) {
      await unchanged(async () => {
        const res = await mutateRaw(body, type)
        expectSanity4xx(res)
      })
    }
  })

  it('an invalid transactionId gives 400', async () => {
    for (const transactionId of [5, '', 'has space', 'x'.repeat(200), '../up']) {
      await unchanged(async () => {
        const res = await mutateRaw(
          JSON.stringify({ transactionId, mutations: [{ create: { _id: 'x', _type: 'post' } }] }),
        )
        expectSanity4xx(res)
        expect(res.status).toBe(400)
      })
    }
  })

  it('a deeply nested document gives 400 (not a stack overflow 500) and stores nothing', async () => {
    const depth = 20_000
    const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    const doc = `{"_id":"deep","_type":"post","a":${nested}}`
    for (const query of ['', '?autoGenerateArrayKeys=true']) {
      await unchanged(async () => {
        const res = await mutateRaw(`{"mutations":[{"createOrReplace":${doc}}]}`, undefined, query)
        expectSanity4xx(res)
        expect(res.status).toBe(400)
      })
    }
    await unchanged(async () => {
      const res = await mutateRaw(
        `{"mutations":[{"patch":{"id":"post-1","set":{"deep":${nested}}}}]}`,
      )
      expectSanity4xx(res)
    })
    // A path of thousands of segments must not build such a document either.
    await unchanged(async () => {
      const res = await mutateRaw(
        JSON.stringify({
          mutations: [{ patch: { id: 'post-1', set: { ['a.'.repeat(5000) + 'a']: 1 } } }],
        }),
      )
      expectSanity4xx(res)
    })
    // A moderately nested document is fine.
    const ok = `${'{"a":'.repeat(50)}1${'}'.repeat(50)}`
    const res = await mutateRaw(
      `{"mutations":[{"createOrReplace":{"_id":"d50","_type":"post","a":${ok}}}]}`,
    )
    expect(res.status).toBe(200)
  })

  it('deeply nested query params give 400, not a 5xx', async () => {
    const nested = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    const res = await raw(`${lake.url}${v}/data/query/${DATASET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"$p.a","params":{"p":${nested}}}`,
    })
    expectSanity4xx(res)
    expect(res.status).toBe(400)
  })

  it('a doc request with too many ids gives 400', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `d${i}`).join(',')
    const res = await raw(`${lake.url}${v}/data/doc/${DATASET}/${ids}`)
    expectSanity4xx(res)
    expect(res.status).toBe(400)
  })
})

describe('asset bad input', () => {
  const tmpDir = () => path.join(lake.dataDir, 'assets', 'tmp')
  const blobCount = () => {
    const dir = path.join(lake.dataDir, 'assets', 'blobs')
    return fs.readdirSync(dir, { recursive: true }).filter((f) => /[a-f0-9]{40}$/.test(String(f)))
      .length
  }

  it('an asset over the configured cap gives 413 and stores nothing (with Content-Length)', async () => {
    const before = await countAll(lake)
    const blobs = blobCount()
    const error = await rejection(() =>
      lake.writer.assets.upload('file', Buffer.alloc(ASSET_CAP + 1, 7), { filename: 'big.bin' }),
    )
    expect(error.statusCode).toBe(413)
    expect(error.response?.body).toMatchObject({ statusCode: 413 })
    expect(await countAll(lake)).toBe(before)
    expect(blobCount()).toBe(blobs)
    expect(fs.readdirSync(tmpDir())).toEqual([])
  })

  it('an asset over the cap sent chunked (no Content-Length) gives 413 and stores nothing', async () => {
    const before = await countAll(lake)
    const blobs = blobCount()
    const chunk = new Uint8Array(4096).fill(3)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > ASSET_CAP * 3) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const res = await fetch(`${lake.url}${v}/assets/files/${DATASET}?filename=x.bin`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
      .then(async (r) => ({ status: r.status, text: await r.text() }))
      .catch(() => ({ status: 0, text: 'connection closed' }))
    // Either a 413, or the server cut the connection after answering 413 mid-upload.
    if (res.status !== 0) {
      expect(res.status, res.text).toBe(413)
      expect(JSON.parse(res.text)).toMatchObject({ statusCode: 413 })
    }
    await new Promise((r) => setTimeout(r, 100))
    expect(await countAll(lake)).toBe(before)
    expect(blobCount()).toBe(blobs)
    expect(fs.readdirSync(tmpDir())).toEqual([])
  })

  it('an asset just under the cap is accepted', async () => {
    const doc = await lake.writer.assets.upload('file', Buffer.alloc(ASSET_CAP, 9), {
      filename: 'fits.bin',
    })
    expect(doc.size).toBe(ASSET_CAP)
  })

  it('an empty body, a non-image on the image route or an unknown kind gives 4xx', async () => {
    const before = await countAll(lake)
    for (const [route, body] of [
      ['images', ''],
      ['files', ''],
      ['images', 'GIF89a but not really'],
      ['videos', 'x'],
    ] as const) {
      const res = await raw(`${lake.url}${v}/assets/${route}/${DATASET}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body,
      })
      expectSanity4xx(res)
    }
    expect(await countAll(lake)).toBe(before)
    expect(fs.readdirSync(tmpDir())).toEqual([])
  })

  it('an image with absurd declared dimensions gives 4xx', async () => {
    // A valid 1x1 PNG whose IHDR claims 60000x60000 (a decompression bomb header).
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const bomb = Buffer.from(png)
    bomb.writeUInt32BE(60_000, 16)
    bomb.writeUInt32BE(60_000, 20)
    const before = await countAll(lake)
    const res = await raw(`${lake.url}${v}/assets/images/${DATASET}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/png' },
      body: bomb,
    })
    expectSanity4xx(res)
    expect(await countAll(lake)).toBe(before)
  })
})

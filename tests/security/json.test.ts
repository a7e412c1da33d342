/**
 * Catalogue C (research/reliability.md §3.2): JSON bodies and JSON-in-multipart fields
 * (testimonial, visionPoints, news, videoLinks) and the `mode` switch. Refusals store nothing;
 * the few accepted inputs must come back exactly as sent.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { LIST_MAX_ITEMS } from '#contract/limits'
import { type Part } from '#test-support/multipart'
import { expectRefusal } from './support/assertions'
import { postJson, postMultipart, send } from './support/requests'
import { MODE_POST as mode, useSecurityStack } from './support/security-stack'
import { withNothingStored } from './support/store-snapshot'

const suite = useSecurityStack()

/** A save of `fields` (mode=post first) that must be refused with `status` and store nothing. */
function expectRefusedSave(route: string, fields: Record<string, string>, status: number) {
  const parts: Part[] = [mode, ...Object.entries(fields).map(([name, value]) => ({ name, value }))]
  return suite.expectRefusedSave(route, parts, status)
}

async function expectRefusedJson(route: string, body: string, status: number) {
  const reply = await withNothingStored(suite.stack, () =>
    postJson(`${suite.stack.apiUrl}/${route}`, body),
  )
  expectRefusal(reply, status)
  return reply
}

function expectPrototypeClean(): void {
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'isAdmin')).toBe(false)
  expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined()
}

async function stillUp(): Promise<void> {
  const reply = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' })
  expect(reply.status).toBe(200)
  expect(reply.body).toMatchObject({ success: true })
}

describe('C1: deep nesting', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

  it('a testimonial nested 100,000 deep -> 400, and the server is still up', async () => {
    await expectRefusedSave('home.php', { testimonial: deep(100_000) }, 400)
    await stillUp()
  })

  it('visionPoints of 40,000 nested objects -> 400', async () => {
    const value = `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`
    await expectRefusedSave('about.php', { visionPoints: value }, 400)
    await stillUp()
  })

  it('a JSON body nested 100,000 deep in `mode` -> 400', async () => {
    await expectRefusedJson('home.php', `{"mode":${deep(100_000)}}`, 400)
    await stillUp()
  })
})

describe('C2: huge lists and strings', () => {
  const million = `[${new Array(1_000_000).fill('0').join(',')}]`

  it('a 1e6-element testimonial array -> 413', async () => {
    await expectRefusedSave('home.php', { testimonial: million }, 413)
  })

  it('a 1e6-element array in a JSON body -> 413', async () => {
    await expectRefusedJson('home.php', `{"mode":"getall","x":${million}}`, 413)
  })

  it(`${LIST_MAX_ITEMS + 1} short testimonials (under the byte cap, over the item cap) -> 400`, async () => {
    const list = JSON.stringify(Array.from({ length: LIST_MAX_ITEMS + 1 }, (_, i) => `t${i}`))
    await expectRefusedSave('home.php', { testimonial: list }, 400)
  })

  it('a 1 MB slogan -> 413', async () => {
    await expectRefusedSave('home.php', { slogone: 's'.repeat(1024 * 1024) }, 413)
  })
})

describe('C3: prototype pollution', () => {
  it.each([
    ['__proto__ alone', '{"__proto__":{"isAdmin":true}}'],
    [
      '__proto__ beside valid fields',
      '{"email":"admin@example.com","password":"not the password","__proto__":{"isAdmin":true}}',
    ],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('admin.php with %s -> 400, prototype clean', async (_name, body) => {
    const reply = await withNothingStored(
      suite.stack,
      () => postJson(`${suite.stack.apiUrl}/admin.php`, body),
      { includeLoginAttempts: true },
    )
    expectRefusal(reply, 400)
    expect(reply.body).not.toHaveProperty('token')
    expectPrototypeClean()
  })

  it('home.php getall with __proto__ -> 400, prototype clean', async () => {
    await expectRefusedJson('home.php', '{"mode":"getall","__proto__":{"isAdmin":true}}', 400)
    expectPrototypeClean()
  })

  it.each([
    ['home.php', 'testimonial', '{"__proto__":{"isAdmin":true}}'],
    ['home.php', 'testimonial', '[{"__proto__":{"isAdmin":true}}]'],
    ['about.php', 'visionPoints', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('%s %s = %s -> 400, prototype clean', async (route, field, value) => {
    await expectRefusedSave(route, { [field]: value }, 400)
    expectPrototypeClean()
  })

  it('a news item carrying __proto__ is saved with the key stripped', async () => {
    const news =
      '[{"title":"Port update","content":"Jebel Ali","date":"2026-01-05",' +
      '"__proto__":{"isAdmin":true,"polluted":"yes"},"isAdmin":true}]'
    const reply = await postMultipart(
      suite.stack,
      'media-center.php',
      [mode, { name: 'news', value: news }],
      suite.token,
    )
    expect(reply.status, reply.text).toBe(200)
    const stored = await suite.stack.client!.getDocument<{ news: Array<Record<string, unknown>> }>(
      'mediaCenter',
    )
    expect(stored?.news).toHaveLength(1)
    const item = stored!.news[0]!
    expect(Object.keys(item).sort()).toEqual(['_key', '_type', 'content', 'date', 'title'])
    const read = await postJson(`${suite.stack.apiUrl}/media-center.php`, { mode: 'get' })
    expect((read.body as { data: { news: unknown[] } }).data.news).toEqual([
      { title: 'Port update', content: 'Jebel Ali', date: '2026-01-05' },
    ])
    expectPrototypeClean()
  })
})

describe('C4: wrong types, invalid JSON, trailing garbage', () => {
  it.each([
    ['mode a number', '{"mode":1}'],
    ['mode null', '{"mode":null}'],
    ['mode an array', '{"mode":["getall"]}'],
    ['a bare JSON string', '"getall"'],
    ['invalid JSON', "{mode:'getall'}"],
    ['a trailing comma', '{"mode":"getall",}'],
    ['trailing garbage', '{"mode":"getall"} trailing'],
    ['two objects', '{"mode":"getall"}{"mode":"getall"}'],
  ])('home.php JSON with %s -> 400', async (_name, body) => {
    await expectRefusedJson('home.php', body, 400)
  })

  it.each([
    ['home.php', 'testimonial', 'not json'],
    ['home.php', 'testimonial', '"a string"'],
    ['home.php', 'testimonial', '[1,2]'],
    ['home.php', 'testimonial', '[null]'],
    ['home.php', 'testimonial', '{"0":"a"}'],
    ['home.php', 'testimonial', '["a"] garbage'],
    ['about.php', 'visionPoints', '[true]'],
    ['media-center.php', 'news', '[{"title":1,"content":"c","date":"2026-01-01"}]'],
    ['media-center.php', 'news', '[{"title":"t","date":"2026-01-01"}]'],
    ['media-center.php', 'news', '[{"title":"t","content":"c","date":"2026-02-30"}]'],
    ['media-center.php', 'videoLinks', '"https://www.youtube.com/watch?v=1"'],
  ])('%s %s = %s -> 400', async (route, field, value) => {
    await expectRefusedSave(route, { [field]: value }, 400)
  })
})

describe('C5: mode and method', () => {
  it.each(['home.php', 'about.php', 'trackship.php', 'media-center.php'])(
    '%s {mode:"nonsense"} -> 400',
    async (route) => {
      await expectRefusedJson(route, '{"mode":"nonsense"}', 400)
    },
  )

  it.each([
    ['home.php', 'get'],
    ['about.php', 'getall'],
  ])("%s with the other route's mode (%s) -> 400", async (route, value) => {
    await expectRefusedJson(route, JSON.stringify({ mode: value }), 400)
  })

  it('getall sent as multipart without a token -> 401', async () => {
    const reply = await withNothingStored(suite.stack, () =>
      postMultipart(suite.stack, 'home.php', [{ name: 'mode', value: 'getall' }]),
    )
    expectRefusal(reply, 401)
  })

  it('getall sent as multipart with a token -> 400 (multipart must be mode=post)', async () => {
    const reply = await withNothingStored(suite.stack, () =>
      postMultipart(suite.stack, 'home.php', [{ name: 'mode', value: 'getall' }], suite.token),
    )
    expectRefusal(reply, 400)
  })

  it.each([
    ['GET', 'home.php', 'POST'],
    ['PUT', 'about.php', 'POST'],
    ['DELETE', 'media-center.php', 'POST'],
    ['GET', 'admin.php', 'POST'],
    ['POST', 'verifytoken.php', 'GET, HEAD'],
  ])('%s %s -> 405, Allow: %s', async (method, route, allow) => {
    const reply = await withNothingStored(suite.stack, () =>
      send(`${suite.stack.apiUrl}/${route}`, { method }),
    )
    expectRefusal(reply, 405)
    expect(reply.headers.allow).toBe(allow)
  })
})

describe('C6: video links', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case JaVaScRiPt:', 'JaVaScRiPt:alert(1)'],
    ['a tab before javascript:', '\tjavascript:alert(1)'],
    ['a space before javascript:', ' javascript:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['credentials disguising the host', 'https://user@www.youtube.com@evil.example/'],
    ['a 10 KB URL', `https://www.youtube.com/watch?v=${'a'.repeat(10_000)}`],
  ])('%s -> 400', async (_label, link) => {
    await expectRefusedSave('media-center.php', { videoLinks: JSON.stringify([link]) }, 400)
  })

  it('a link to a canary on 127.0.0.1 is stored but never fetched', async () => {
    const hits: string[] = []
    const canary = http.createServer((request, response) => {
      hits.push(`${request.method} ${request.url}`)
      response.end('canary')
    })
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve))
    try {
      const port = (canary.address() as AddressInfo).port
      const links = [`http://127.0.0.1:${port}/x`, `http://127.0.0.1:${port}/y?z=1`]
      const reply = await postMultipart(
        suite.stack,
        'media-center.php',
        [mode, { name: 'videoLinks', value: JSON.stringify(links) }],
        suite.token,
      )
      expect(reply.status, reply.text).toBe(200)
      const read = await postJson(`${suite.stack.apiUrl}/media-center.php`, { mode: 'get' })
      expect((read.body as { data: { videoLinks: string[] } }).data.videoLinks).toEqual(links)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(hits).toEqual([])
    } finally {
      await new Promise<void>((resolve) => canary.close(() => resolve()))
    }
  })
})

describe('C7/C8: text is kept verbatim or refused, never silently changed', () => {
  it.each([
    ['home.php', 'testimonial', '["\\ud800"]'],
    ['home.php', 'testimonial', '["ok","a\\udc00b"]'],
    ['about.php', 'visionPoints', '["\\udbff"]'],
    ['media-center.php', 'news', '[{"title":"\\ud800","content":"c","date":"2026-01-01"}]'],
  ])('a lone surrogate in %s %s -> 400', async (route, field, value) => {
    await expectRefusedSave(route, { [field]: value }, 400)
  })

  it('markup, template syntax, RTL overrides and ZWJ emoji round-trip byte for byte', async () => {
    const testimonials = [
      '<img src=x onerror=alert(1)></script>{{7*7}}',
      'right\u202Eleft \u{1F469}\u200D\u{1F469}\u200D\u{1F467} café / cafe\u0301',
    ]
    const reply = await postMultipart(
      suite.stack,
      'home.php',
      [
        mode,
        { name: 'slogone', value: testimonials[0]! },
        { name: 'testimonial', value: JSON.stringify(testimonials) },
      ],
      suite.token,
    )
    expect(reply.status, reply.text).toBe(200)
    const list = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' })
    const entries = (list.body as { data: Array<{ slogen: string[]; testimonial: string[] }> }).data
    expect(entries[0]!.slogen[0]).toBe(testimonials[0])
    expect(entries[0]!.testimonial).toEqual(testimonials)
  })
})

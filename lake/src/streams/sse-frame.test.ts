import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeFrame, shared } from './sse-frame'

const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8')
const frame = (data: unknown) => `event: mutation\nid: tx#doc\ndata: ${JSON.stringify(data)}\n\n`

describe('encodeFrame', () => {
  it('writes exactly what JSON.stringify writes, for any JSON-like value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything(), (value, extra) => {
        expect(text(encodeFrame('mutation', value, 'tx#doc'))).toBe(frame(value))
        // Undefined members, functions and toJSON behave as in JSON.stringify too.
        const data = { value, extra: typeof extra === 'symbol' ? null : extra, gone: undefined }
        expect(text(encodeFrame('mutation', data, 'tx#doc'))).toBe(frame(data))
      }),
    )
  })

  it('writes a shared part as the very same bytes in every frame', () => {
    const document = { _id: 'big', body: 'x'.repeat(1000) }
    const first = encodeFrame('mutation', { result: shared(document), n: 1 }, 'tx#doc')
    const second = encodeFrame('mutation', { result: shared(document), n: 2 }, 'tx#doc')
    expect(text(first)).toBe(frame({ result: document, n: 1 }))
    const bytes = shared(document).bytes
    expect(first).toContain(bytes)
    expect(second).toContain(bytes)
  })
})

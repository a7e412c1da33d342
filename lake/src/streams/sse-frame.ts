/**
 * Server-sent-event frames whose large parts are encoded once and shared by every stream.
 *
 * One transaction on a large document goes to every stream that listens to it: the document, its
 * previous version, the mutations and the effects, several megabytes each time. Encoded per
 * stream, fifty listeners would hold fifty copies in their send buffers. A part wrapped in
 * `shared()` is encoded the first time a frame needs it, and the same Buffer is then written to
 * every stream: sockets and HTTP/2 streams keep a reference to a written Buffer, not a copy.
 */
export class SharedJson {
  constructor(readonly bytes: Buffer) {}
}

const encoded = new WeakMap<object, SharedJson>()

/** The value's JSON, encoded once per value object (values are never changed once committed). */
export function shared(value: object): SharedJson {
  let json = encoded.get(value)
  if (!json) {
    json = new SharedJson(Buffer.from(JSON.stringify(value)))
    encoded.set(value, json)
  }
  return json
}

/**
 * `event: <name>\nid: <id>\ndata: <json>\n\n` as chunks: the `data` JSON is written as
 * `JSON.stringify` would, except that shared parts are their shared bytes.
 */
export function encodeFrame(event: string, data: unknown, id?: string): Buffer[] {
  const chunks: Buffer[] = []
  let text = `event: ${event}\n${id ? `id: ${id}\n` : ''}data: `
  const flush = () => {
    if (text) chunks.push(Buffer.from(text))
    text = ''
  }
  const write = (value: unknown): void => {
    if (value instanceof SharedJson) {
      flush()
      chunks.push(value.bytes)
    } else if (Array.isArray(value)) {
      text += '['
      value.forEach((item, index) => {
        if (index > 0) text += ','
        write(item === undefined ? null : item)
      })
      text += ']'
    } else if (value !== null && typeof value === 'object' && !hasToJson(value)) {
      text += '{'
      let first = true
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined || typeof item === 'function') continue
        text += `${first ? '' : ','}${JSON.stringify(key)}:`
        first = false
        write(item)
      }
      text += '}'
    } else {
      text += JSON.stringify(value) ?? 'null'
    }
  }
  write(data)
  text += '\n\n'
  flush()
  return chunks
}

function hasToJson(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function'
}

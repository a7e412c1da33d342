/**
 * Requests of the security suite: fetch (and hand-built multipart over node:http), read to the
 * end, each reply checked for the headers every reply must carry.
 */
import type { ApiStack } from '#test-support/api-stack'
import { multipart, type Part } from '#test-support/multipart'
import {
  parseJson,
  rawRequest,
  seenStatuses,
  type RawReply,
  type Reply,
} from '#test-support/raw-http'
import { expectCommonHeaders } from './assertions'

/** fetch, read to the end, with the common header checks. */
export async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  const started = performance.now()
  const response = await fetch(url, init)
  const text = await response.text()
  const reply: Reply = {
    url,
    path: new URL(url).pathname,
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    body: parseJson(text),
    ms: performance.now() - started,
  }
  seenStatuses.push(reply.status)
  expectCommonHeaders(reply)
  return reply
}

/** POST a JSON body (or any string sent as application/json). */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** POST a FormData, with a bearer token when given. */
export function postForm(url: string, form: FormData, token?: string): Promise<Reply> {
  return send(url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

/** POST a hand-built multipart body over node:http. */
export function postMultipart(
  stack: ApiStack,
  route: string,
  parts: readonly Part[],
  token?: string,
): Promise<RawReply> {
  const { body, contentType } = multipart(parts)
  return rawRequest(stack.url, {
    path: `/api/${route}`,
    headers: {
      'content-type': contentType,
      'content-length': body.length,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  })
}

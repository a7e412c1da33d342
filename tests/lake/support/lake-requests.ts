import type { TestLake } from '#test-support/lake'

/** The `ClientError` fields the tests look at. */
export interface ClientErrorLike {
  statusCode: number
  message: string
  details?: unknown
  response?: { body?: unknown }
}

/** Runs `fn`, expects it to reject, and returns the error. */
export async function rejection(fn: () => Promise<unknown>): Promise<ClientErrorLike> {
  try {
    await fn()
  } catch (error) {
    return error as ClientErrorLike
  }
  throw new Error('expected the call to fail, but it succeeded')
}

/** A raw HTTP call against the lake; returns the status, headers and parsed JSON body (if any). */
export async function raw(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const res = await fetch(url, init)
  const text = await res.text()
  let body: unknown = undefined
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: res.status, headers: res.headers, body, text }
}

/** The number of documents in the dataset, all of them (drafts included). */
export async function countAll(lake: TestLake): Promise<number> {
  return lake.writer.fetch<number>('count(*)', {}, { perspective: 'raw' })
}

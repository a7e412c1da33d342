/**
 * Errors in the body shapes Sanity's API uses, so @sanity/client and Studio format them exactly as
 * they would for the hosted service (research/sanity-api.md §4.4).
 */
export class LakeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message)
  }
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  507: 'Insufficient Storage',
}

/** Boom style: `{statusCode, error, message}`. */
export function boom(statusCode: number, message: string): LakeError {
  const error = reasonPhrases[statusCode] ?? 'Error'
  return new LakeError(statusCode, { statusCode, error, message }, message)
}

/** `{error: {type, description, ...}}`: the shape of validation and query errors. */
export function typedError(
  statusCode: number,
  type: string,
  description: string,
  extra: Record<string, unknown> = {},
): LakeError {
  return new LakeError(statusCode, { error: { type, description, ...extra } }, description)
}

export function queryParseError(
  query: string,
  description: string,
  start: number,
  end: number,
): LakeError {
  return typedError(400, 'queryParseError', description, { query, start, end })
}

export interface MutationErrorItem {
  error: { type: string; description: string; [key: string]: unknown }
  index: number
}

/**
 * A failed transaction, mutations or actions alike (`mutationError` / `actionError`): one item per
 * failing entry, by its index in the request. Nothing of it was applied.
 */
export function itemsError(
  kind: 'mutation' | 'action',
  statusCode: number,
  items: MutationErrorItem[],
): LakeError {
  const description = `${kind === 'mutation' ? 'Mutation' : 'Action'}(s) failed with ${items.length} error(s)`
  return new LakeError(
    statusCode,
    { error: { type: `${kind}Error`, description, items } },
    description,
  )
}

export function mutationError(statusCode: number, items: MutationErrorItem[]): LakeError {
  return itemsError('mutation', statusCode, items)
}

/**
 * A single-item itemsError, the common case: the mutation or action at `index` failed (and with
 * it the request).
 */
export function itemError(
  kind: 'mutation' | 'action',
  statusCode: number,
  index: number,
  type: string,
  description: string,
  extra: Record<string, unknown> = {},
): LakeError {
  return itemsError(kind, statusCode, [{ error: { type, description, ...extra }, index }])
}

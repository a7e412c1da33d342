import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { authenticate } from '../../auth/authenticate'
import type { AuthUser } from '../../auth/tokens'
import { badRequest, unauthorized, unsupportedType } from './api-error'
import type { ApiDependencies } from '../dependencies'

/** How a POST body is encoded: the legacy calls use both, and `mode` says which call it is. */
export type BodyKind = 'json' | 'multipart'

/** The request's media type, lower-case, without parameters ('' when none). */
function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
}

export function bodyKind(request: FastifyRequest): BodyKind {
  const type = mediaType(request)
  if (type === 'application/json') return 'json'
  if (type === 'multipart/form-data') return 'multipart'
  throw unsupportedType('Send the request as application/json or multipart/form-data')
}

/** A JSON object body of a call that takes JSON only; 415 with `refusal` for any other type. */
export function jsonOnlyBody(request: FastifyRequest, refusal: string): Record<string, unknown> {
  if (mediaType(request) !== 'application/json') throw unsupportedType(refusal)
  return jsonObjectBody(request)
}

/** The admin behind the request's bearer token, or null when there is none or it is not valid. */
export function requestAdmin(
  request: FastifyRequest,
  deps: ApiDependencies,
): Promise<AuthUser | null> {
  return authenticate({
    client: deps.client,
    secret: deps.secret,
    authorization: request.headers.authorization,
    now: deps.now(),
  })
}

/** The admin behind the request's bearer token; refuses the request (401) otherwise. */
export async function requireAdmin(
  request: FastifyRequest,
  deps: ApiDependencies,
): Promise<AuthUser> {
  const user = await requestAdmin(request, deps)
  if (!user) throw unauthorized('Your session has expired or is not valid; please log in again')
  return user
}

/** Parses `input` with `schema`, refusing the request (400) with the first problem found. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw badRequest(describeIssue(result.error.issues[0]), 'invalid_field')
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request is not valid'
  const field = issue.path.map(String).join('.')
  return field ? `Invalid field "${field}": ${issue.message}` : issue.message
}

/** A JSON body that must be an object (not an array, string or null). */
export function jsonObjectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The JSON body must be an object')
  }
  return body as Record<string, unknown>
}

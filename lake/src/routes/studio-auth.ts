import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { boom } from '../http/errors'
import { accessFromHeader } from '../http/access'
import { API_VERSION_PARAM, parseApiVersion } from '../api-version'
import type { Lake } from '../lake'
import { loginPage } from '../studio/login-page'
import {
  studioReturnOrigins,
  studioReturnUrl,
  type StudioReturnTargets,
} from '../studio/return-targets'
import { isCrossSiteRequest } from '#server-kit/cross-site'

/** Where the Studio sends editors to log in (the one provider /auth/providers lists). */
const LOGIN_PATH = '/v1/auth/login'
const MAX_FIELD_LENGTH = 1024
const NOT_FROM_STUDIO =
  'This login link is not from the Studio. Open the Studio and log in from there.'
const FROM_ANOTHER_SITE =
  'This login form was sent from another site, so it was not used. Open the Studio and log in from there.'

export interface StudioAuthOptions {
  /** The lake's public HTTPS origin, e.g. https://localhost:3334: where the login page lives. */
  publicOrigin: string
  /** Where the login page may send an editor back with the one-time code (read per request). */
  returnTargets: StudioReturnTargets
}

/**
 * The Studio's login, with the project's own accounts instead of sanity.io's: `/auth/providers`
 * names our login page; after a good e-mail and password it sends the editor back to the Studio
 * with a one-time `#sid=` code, which the Studio exchanges at `/auth/fetch` for a session token.
 * `/auth/logout` ends the session. The flow and shapes are the Studio's (sanity/lib/index.js,
 * `_createAuthStore`).
 */
export function studioAuthRoutes(app: FastifyInstance, lake: Lake, options: StudioAuthOptions) {
  // Read per request: the Studio's origin is known only once the HTTPS listener is up.
  const targets = options.returnTargets

  app.get(`/${API_VERSION_PARAM}/auth/providers`, async (request) => {
    parseApiVersion((request.params as { apiVersion: string }).apiVersion)
    return {
      thirdPartyLogin: false,
      sso: {},
      providers: [
        {
          name: 'freight-site',
          title: 'E-mail and password',
          url: `${options.publicOrigin}${LOGIN_PATH}`,
        },
      ],
    }
  })

  app.get(LOGIN_PATH, async (request, reply) => {
    const qs = request.query as Record<string, unknown>
    const origin = studioReturnUrl(qs.origin, targets)
    return sendPage(reply, targets, {
      origin: origin ?? '',
      email: '',
      error: origin ? undefined : NOT_FROM_STUDIO,
    })
  })

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )
    scope.post(LOGIN_PATH, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const field = (name: string) => {
        const value = body[name]
        return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : ''
      }
      const origin = studioReturnUrl(field('origin'), targets)
      const email = field('email').trim()
      const page = (status: number, error: string) =>
        sendPage(reply.code(status), targets, { origin: origin ?? '', email, error })
      // Login CSRF: another site's page posting its own credentials here would sign this
      // browser's Studio into that account. Refused before any password check or lockout count.
      // The form shown instead keeps the Studio address but not the other site's e-mail.
      if (isCrossSiteRequest(request.headers, [options.publicOrigin])) {
        return sendPage(reply.code(403), targets, {
          origin: origin ?? '',
          email: '',
          error: FROM_ANOTHER_SITE,
        })
      }
      if (!origin) return page(400, NOT_FROM_STUDIO)
      if (!lake.credentials) return page(503, 'Logins are not set up on this server.')
      if (!email || !field('password')) return page(400, 'Enter your e-mail address and password.')
      const result = await lake.credentials({ email, password: field('password'), ip: request.ip })
      if (!result.ok) {
        if (result.reason === 'locked') {
          const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60))
          reply.header('retry-after', String(result.retryAfterSeconds))
          return page(
            429,
            `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          )
        }
        return page(401, 'The e-mail address or password is not correct.')
      }
      const code = lake.sessions.startSession(result.userId)
      const target = new URL(origin)
      target.hash = `sid=${code}`
      return reply.code(303).header('location', target.toString()).send()
    })
  })

  app.get(`/${API_VERSION_PARAM}/auth/fetch`, async (request) => {
    parseApiVersion((request.params as { apiVersion: string }).apiVersion)
    const sid = (request.query as Record<string, unknown>).sid
    const token =
      typeof sid === 'string' && sid.length <= 256 ? lake.sessions.exchangeCode(sid) : null
    if (!token) throw boom(401, 'Session not found or expired: log in again')
    return { token }
  })

  app.get(`/${API_VERSION_PARAM}/auth/id`, async (request) => {
    const access = accessOf(lake, request)
    if (access?.kind !== 'user') throw boom(401, 'Not logged in')
    return { id: access.identity }
  })

  app.post(`/${API_VERSION_PARAM}/auth/logout`, async (request) => {
    parseApiVersion((request.params as { apiVersion: string }).apiVersion)
    const access = accessOf(lake, request)
    if (access?.sessionHash) lake.sessions.endSession(access.sessionHash)
    return {}
  })
}

/** The caller's access, or null for a stale token (logout of an ended session is not an error). */
function accessOf(lake: Lake, request: FastifyRequest) {
  try {
    return accessFromHeader(request.headers.authorization, lake.tokens, lake.sessions)
  } catch {
    return null
  }
}

function sendPage(
  reply: FastifyReply,
  targets: StudioReturnTargets,
  form: { origin: string; email: string; error?: string },
) {
  // form-action also covers where the POST's redirect may lead: the Studio's origins only.
  const formAction = ["'self'", ...studioReturnOrigins(targets)].join(' ')
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      )
      // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with the
      // form's own POST, and one without Sec-Fetch-Site would then look cross-site.
      .header('referrer-policy', 'same-origin')
      .send(loginPage(form))
  )
}

import type { FastifyInstance } from 'fastify'
import { adminLoginRequestSchema } from '../../contract/admin'
import { INVALID_CREDENTIALS } from '../../contract/messages'
import { login } from '../../auth/login'
import { ApiError, tooManyRequests } from '../http/api-error'
import { jsonObjectBody, parseInput, requestAdmin } from '../http/requests'
import type { ApiDependencies } from '../dependencies'

/** admin.php (login) and verifytoken.php. */
export function authRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  app.post('/admin.php', { config: { errorStyle: 'plain' } }, async (request, reply) => {
    const { email, password } = parseInput(adminLoginRequestSchema, jsonObjectBody(request))
    const result = await login({
      client: deps.client,
      secret: deps.secret,
      email,
      password,
      ip: request.ip,
      now: deps.now(),
    })
    if (result.ok) {
      request.log.info({ event: 'login', outcome: 'success', user: result.user.id })
      return reply.send({ token: result.token })
    }
    // Never the password, never the raw e-mail in logs (ASVS 16.2.5).
    request.log.warn({ event: 'login', outcome: result.reason })
    if (result.reason === 'locked') {
      throw tooManyRequests('Too many failed logins. Try again later.', result.retryAfterSeconds)
    }
    // The same answer for an unknown e-mail and a wrong password (ASVS 6.3.8).
    throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS)
  })

  app.get('/verifytoken.php', { config: { errorStyle: 'verify' } }, async (request, reply) => {
    const user = await requestAdmin(request, deps)
    if (!user) return reply.code(401).send({ valid: false })
    return reply.send({ valid: true, user })
  })
}

import type { FastifyInstance } from 'fastify'
import { actionError } from '../actions/errors'
import { runActions } from '../actions/run-actions'
import { MAX_ACTIONS } from '../actions/translate'
import { boom, typedError } from '../http/errors'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'

/**
 * POST /v{version}/data/actions/:dataset — the Actions API the Studio writes with: `{actions,
 * transactionId?, dryRun?, skipCrossDatasetReferenceValidation?}`. All the actions of a request
 * are one transaction (one commit, one set of listener events); the reply is `{transactionId}`.
 */
export function actionRoutes(app: FastifyInstance, lake: Lake) {
  app.post('/:apiVersion/data/actions/:dataset', async (request) => {
    const ctx = requestContext(lake, request)
    if (ctx.access.kind === 'anonymous') {
      throw boom(401, 'Not authorized: a write token is required')
    }
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw typedError(400, 'validationError', 'Request body must be a JSON object with "actions"')
    }
    const actions = body.actions
    if (!Array.isArray(actions) || actions.length === 0) {
      throw typedError(400, 'validationError', 'The "actions" property must be a non-empty array')
    }
    if (actions.length > MAX_ACTIONS) {
      throw typedError(
        400,
        'validationError',
        `At most ${MAX_ACTIONS} actions may be sent in one request (got ${actions.length})`,
      )
    }
    if (body.dryRun !== undefined && body.dryRun !== null && typeof body.dryRun !== 'boolean') {
      throw typedError(400, 'validationError', '"dryRun" must be a boolean')
    }
    if (ctx.access.write === 'none') {
      throw actionError(
        403,
        actions.map((_action, index) => ({
          error: {
            type: 'insufficientPermissionsError',
            description: 'Insufficient permissions; permission "update" required',
          },
          index,
        })),
      )
    }
    const qs = request.query as Record<string, unknown>
    const outcome = await runActions(lake, {
      dataset: ctx.dataset,
      access: ctx.access,
      actions,
      transactionId: body.transactionId ?? undefined,
      dryRun: body.dryRun === true,
      autoGenerateArrayKeys: qs.autoGenerateArrayKeys === 'true' || qs.autoGenerateArrayKeys === '',
    })
    return { transactionId: outcome.transactionId }
  })
}

import type { FastifyRequest } from 'fastify'
import { parseApiVersion } from '../api-version'
import type { Lake } from '../lake'
import type { Access } from '../store/types'
import { accessFromHeader, bearerToken } from './access'
import { boom } from './errors'

export interface RequestContext {
  apiVersion: string
  dataset: string
  access: Access
  /** The bearer token the access came from (null: anonymous), for streams that re-check it. */
  token: string | null
}

/**
 * Resolves what every data route needs: the API version, a dataset this lake serves (in the
 * project it serves) and the caller's access. Throws Sanity-shaped 4xx errors otherwise.
 */
export function requestContext(lake: Lake, request: FastifyRequest): RequestContext {
  const params = request.params as { apiVersion?: string; dataset?: string }
  const apiVersion = parseApiVersion(params.apiVersion ?? '')
  const projectHeader = request.headers['x-sanity-project-id']
  if (typeof projectHeader === 'string' && projectHeader !== lake.config.projectId) {
    throw boom(404, `Project ID ${JSON.stringify(projectHeader)} not found`)
  }
  const dataset = params.dataset ?? ''
  if (!lake.store.hasDataset(dataset)) {
    throw boom(
      404,
      `Dataset ${JSON.stringify(dataset)} not found for project ID ${JSON.stringify(lake.config.projectId)}`,
    )
  }
  const access = accessFromHeader(request.headers.authorization, lake.tokens, lake.sessions)
  return { apiVersion, dataset, access, token: bearerToken(request.headers.authorization) }
}

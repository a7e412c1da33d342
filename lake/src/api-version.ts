import { boom } from './http/errors'
import type { Perspective } from './store/types'

/** `v1`, `vX` or `vYYYY-MM-DD`, as @sanity/client sends it. */
export function parseApiVersion(segment: string): string {
  const match = /^v(1|X|\d{4}-\d{2}-\d{2})$/.exec(segment)
  if (!match) throw boom(400, `Invalid API version: ${JSON.stringify(segment)}`)
  return match[1]!
}

/** Since API v2025-02-19 queries default to the published perspective; before, to raw. */
function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === 'X' || (apiVersion !== '1' && apiVersion >= '2025-02-19')) {
    return { kind: 'stack', layers: ['published'] }
  }
  return { kind: 'raw' }
}

export function parsePerspective(value: unknown, apiVersion: string): Perspective {
  if (value === undefined || value === '') return defaultPerspective(apiVersion)
  if (typeof value !== 'string') throw boom(400, 'Invalid perspective')
  if (value === 'raw') return { kind: 'raw' }
  if (value === 'previewDrafts') return { kind: 'stack', layers: ['drafts'] }
  const layers = value.split(',').map((l) => l.trim())
  if (layers.some((l) => !/^[a-zA-Z0-9_-]+$/.test(l)) || layers.includes('raw')) {
    throw boom(400, `Invalid perspective: ${JSON.stringify(value)}`)
  }
  return { kind: 'stack', layers }
}

/**
 * The version segment as a route parameter that only matches real versions, for routes whose
 * other segments are common words (`/help`, `/features`, `/users/:ids`): a Studio page such as
 * `/structure/help` must reach the Studio, not the API.
 */
export const API_VERSION_PARAM = ':apiVersion(^v(?:1|X|\\d{4}-\\d{2}-\\d{2})$)'

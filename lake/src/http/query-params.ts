import { boom } from './errors'

/** Rejects a query-string parameter given more than once (`?a=1&a=2` arrives as an array). */
export function single(value: unknown, name: string): unknown {
  if (Array.isArray(value)) throw boom(400, `Parameter "${name}" given more than once`)
  return value
}

/**
 * The GROQ parameters of a GET query or listen URL: every `$name=<JSON>` pair, as
 * @sanity/client encodes them (research/sanity-api.md §1.2).
 */
export function paramsFromQueryString(qs: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(qs)) {
    if (!key.startsWith('$')) continue
    const raw = single(value, key)
    if (typeof raw !== 'string') throw boom(400, `Unable to parse value of "${key}"`)
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw boom(400, `Unable to parse value of "${key}=${raw}". Please quote string values.`)
    }
  }
  return params
}

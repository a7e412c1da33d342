import { randomKey } from '../store/ids'

/** Adds a random `_key` to every object in an array that lacks one (autoGenerateArrayKeys). */
export function withArrayKeys<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const keyed = withArrayKeys(item)
      if (keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)) {
        return { _key: randomKey(12), ...keyed }
      }
      return keyed
    }) as T
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = withArrayKeys(v)
    return out as T
  }
  return value
}

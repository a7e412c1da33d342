import { useMemo, useSyncExternalStore } from 'react'

/**
 * Query parameters a page asks the language switcher to carry besides the address's own: what a
 * visitor has on screen but not yet in the address (the number typed in the tracking field, ADR
 * 036). A parameter set here replaces the address's (an empty value removes it); one the page
 * forgets is the address's again. Browser state only: the server renders the path alone (ADR 026).
 */
type Carried = Readonly<Record<string, string>>

const NOTHING: Carried = {}
let carried: Carried = NOTHING
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function update(next: Carried) {
  carried = next
  listeners.forEach((listener) => listener())
}

/** Carries `value` as the parameter `name` into the other language (empty: none). */
export function carryParam(name: string, value: string) {
  if (carried[name] !== value) update({ ...carried, [name]: value })
}

/** Stops carrying `name`: the address's own value goes across again. */
export function forgetParam(name: string) {
  if (!(name in carried)) return
  const { [name]: _forgotten, ...rest } = carried
  update(rest)
}

/** `search` (the address's query, `?…` or empty) with the carried parameters in it. */
export function useCarriedSearch(search: string): string {
  const params = useSyncExternalStore(
    subscribe,
    () => carried,
    () => NOTHING,
  )
  return useMemo(() => {
    if (params === NOTHING) return search
    const query = new URLSearchParams(search)
    for (const [name, value] of Object.entries(params)) {
      if (value) query.set(name, value)
      else query.delete(name)
    }
    const joined = query.toString()
    return joined ? `?${joined}` : ''
  }, [search, params])
}

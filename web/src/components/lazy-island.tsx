import { lazy, Suspense, type ComponentType } from 'react'
import { useRenderedIsland } from '../lib/head'

/** Every island's loader by name, as the modules that declare them run (server and browser). */
const loaders = new Map<string, () => Promise<unknown>>()

/**
 * Loads the islands the server rendered into this page (their names are in its page data),
 * before it hydrates: a section whose server HTML is on screen but whose code has not arrived
 * stays unhydrated, and a form in that state submits natively (a GET of the page with the typed
 * values in its address) instead of validating or showing its alert. A failed chunk resolves
 * too: the section then shows why when it renders. Names no loaded module declared are skipped.
 */
export function loadRenderedIslands(names: readonly string[] = []): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  )
}

/**
 * A section whose code is a chunk of its own, for sections that only some pages of a shared
 * renderer show (the service pages' tabs, FAQ and tracking form) or that carry a library only
 * their page needs (the forms: react-hook-form, the zod/mini schemas, the inputs): other pages
 * do not load it. `load` must have resolved before a server render (renderToString does not
 * wait for lazy components): the page's `prefetch` awaits it when its content has the section.
 * The server render records the island's `name` (unique across the site), and the browser loads
 * the chunk before hydrating (`loadRenderedIslands`); on a client-side navigation it loads while
 * the page's content arrives.
 */
export function lazyIsland<Props extends object>(
  name: string,
  importSection: () => Promise<ComponentType<Props>>,
) {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const load = () =>
    (loading ??= importSection().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = null // a later render tries again
        throw error
      },
    ))
  const LazySection = lazy(async () => ({ default: await load() }))
  loaders.set(name, load)

  function Island(props: Props) {
    useRenderedIsland(name)
    // Once loaded (always on the server, and before hydration), render it directly.
    const Section = loaded
    return (
      <Suspense fallback={null}>
        {Section ? <Section {...props} /> : <LazySection {...props} />}
      </Suspense>
    )
  }
  return { Island, load }
}

import { lazy, Suspense, type ComponentType } from 'react'

/** The chunks of the eager islands the loaded modules declared (a failed one resolves too). */
const eagerLoads: Promise<unknown>[] = []

/** Resolves once every eager island declared so far has loaded (or failed: it then shows why). */
export const eagerIslandsLoaded = (): Promise<unknown> => Promise.all(eagerLoads)

/**
 * A section whose code is a chunk of its own, for sections that only some pages of a shared
 * renderer show (the service pages' tabs, FAQ and tracking form): pages without it do not load
 * it, and pages with it hydrate it after the rest of the page (selective hydration: React leaves
 * its server HTML in place until the chunk has arrived, which also splits the hydration work).
 * `load` must have resolved before a server render (renderToString does not wait for lazy
 * components): the page's `prefetch` awaits it when its content has the section.
 * `eager`: the browser starts loading the chunk as soon as the module runs, for a section every
 * page of its module shows (the forms: react-hook-form, the zod/mini schemas, the inputs), and
 * the page hydrates only once it has arrived (`eagerIslandsLoaded`): a form whose server HTML is
 * on screen but not yet hydrated would submit natively (a GET of the page with the typed values
 * in its address) instead of validating.
 */
export function lazyIsland<Props extends object>(
  importSection: () => Promise<ComponentType<Props>>,
  options: { eager?: boolean } = {},
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
  // A failure here shows when the section renders (the lazy section rethrows it); not twice.
  if (options.eager && typeof window !== 'undefined') eagerLoads.push(load().catch(() => undefined))

  function Island(props: Props) {
    // Once loaded (always on the server), render it directly: nothing suspends.
    const Section = loaded
    return (
      <Suspense fallback={null}>
        {Section ? <Section {...props} /> : <LazySection {...props} />}
      </Suspense>
    )
  }
  return { Island, load }
}

import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A section whose code is a chunk of its own, for sections that only some pages of a shared
 * renderer show (the service pages' tabs, FAQ and tracking form): pages without it do not load
 * it, and pages with it hydrate it after the rest of the page (selective hydration: React leaves
 * its server HTML in place until the chunk has arrived, which also splits the hydration work).
 * `load` must have resolved before a server render (renderToString does not wait for lazy
 * components): the page's `prefetch` awaits it when its content has the section.
 * The same pattern as features/forms/form-island.tsx, which loads its form on every page it is on.
 */
export function lazyIsland<Props extends object>(
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

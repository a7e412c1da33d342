import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A form whose code (react-hook-form, the zod/mini schemas, the inputs) is a chunk of its own,
 * not part of the page's initial JavaScript. The server loads it before rendering (the page's
 * `prefetch` awaits `load`), so the form is in the HTML. In the browser the page hydrates without
 * it: React leaves the form's server HTML in place and hydrates the form alone once its chunk
 * has arrived (selective hydration), which also splits the hydration work into shorter tasks.
 * The browser starts loading the chunk as soon as the page's module runs, so it comes while the
 * page hydrates (or, after a client-side navigation, while the page's content loads).
 */
export function formIsland<Props extends object>(importForm: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const load = () =>
    (loading ??= importForm().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = null // a later render tries again
        throw error
      },
    ))
  const LazyForm = lazy(async () => ({ default: await load() }))
  // A failure here shows when the form renders (the lazy form rethrows it); not twice.
  if (typeof window !== 'undefined') load().catch(() => undefined)

  function FormIsland(props: Props) {
    // Once loaded (always on the server), render it directly: nothing suspends.
    const Form = loaded
    return (
      <Suspense fallback={null}>{Form ? <Form {...props} /> : <LazyForm {...props} />}</Suspense>
    )
  }
  return { FormIsland, load }
}

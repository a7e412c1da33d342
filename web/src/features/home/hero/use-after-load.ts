import { useEffect, useState } from 'react'

/**
 * False on the server and during hydration; true once the window's load event has fired. Work
 * that must not compete with the page's own loading (the hero videos) waits for it.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true)
      return
    }
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [])
  return loaded
}

/** False on the server and during hydration, true after: for state the server cannot know. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

import type { QueryClient } from '@tanstack/react-query'
import type { HistoryAdapter } from '@sanity/visual-editing/enable-visual-editing'
import type { PreviewConfig } from '#contract/site-renderer'
import { currentUrl, subscribeToLocation } from '#web/lib/router'

/**
 * An editor's preview in the browser (docs/decisions/030, 043), loaded only on a preview page
 * (entry-client.tsx; a visitor's page never asks for this chunk):
 * - the page follows the content: every change the preview's events stream names (a draft
 *   saved, a release's version edited, a publish) refetches the page's queries, which the
 *   preview route answers in the previewed perspective;
 * - Sanity's `@sanity/visual-editing` connects the page to the Studio's Presentation tool that
 *   frames it: the tool's address bar follows the page and navigates it, and its "refresh"
 *   refetches. Outside a frame it draws nothing.
 */
export async function startPreview(preview: PreviewConfig, queryClient: QueryClient) {
  followContentChanges(preview.eventsUrl, () => void queryClient.invalidateQueries())
  if (window.parent === window) return
  const { enableVisualEditing } = await import('@sanity/visual-editing/enable-visual-editing')
  enableVisualEditing({
    history: presentationHistory(),
    refresh: () => queryClient.invalidateQueries(),
  })
}

/** The preview's server-sent events: `message` {tags} per change, `restart` when some were missed. */
function followContentChanges(eventsUrl: string, changed: () => void): void {
  const events = new EventSource(eventsUrl)
  events.addEventListener('message', changed)
  events.addEventListener('restart', changed)
}

/** The site's router as Presentation's history: it reports where the page is and moves it. */
function presentationHistory(): HistoryAdapter {
  return {
    subscribe(navigate) {
      const report = () => navigate({ type: 'push', url: currentUrl() })
      report()
      return subscribeToLocation(report)
    },
    update(update) {
      if (update.type === 'pop') window.history.back()
      else if (update.url !== currentUrl()) window.location.assign(update.url)
    },
  }
}

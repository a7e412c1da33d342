import type { DatasetView, SanityDoc } from '../store/types'

export interface RecordingDereference {
  /** groq-js's `dereference` option: `->` goes through the view (its perspective and access). */
  dereference(ref: { _ref: string }): SanityDoc | null
  /**
   * Every id followed, found or not (a missing target that appears later changes the result
   * too); null once more than `limit` were followed, when the caller tags the whole dataset.
   */
  references(): ReadonlySet<string> | null
}

/** A `->` resolver over a view that remembers what it was asked for (the query's sync tags). */
export function recordingDereference(view: DatasetView, limit: number): RecordingDereference {
  const followed = new Set<string>()
  let overflow = false
  return {
    dereference({ _ref }) {
      if (!overflow) {
        followed.add(_ref)
        if (followed.size > limit) overflow = true
      }
      return view.byId.get(_ref) ?? null
    },
    references: () => (overflow ? null : followed),
  }
}

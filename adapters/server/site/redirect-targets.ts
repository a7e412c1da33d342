import { redirectTargetProblem } from '#schemas/lib/redirect-target'

/** Distinct refused targets remembered for "logged once"; beyond it, each is logged again. */
const REMEMBERED_TARGETS = 1000

/**
 * The site's own check of a redirect document's target before it answers with it (ADR 026): the
 * lake refuses to publish a bad one, but one stored before that check (or written to the store by
 * other means) must not send visitors to another site either. A refused target is not followed
 * and is logged once, so whoever runs the site hears of the document to fix.
 */
export function redirectTargetCheck(
  allowedOrigins: readonly string[],
  warn: (message: string) => void,
): (to: string) => boolean {
  const logged = new Set<string>()
  return (to) => {
    const problem = redirectTargetProblem(to, allowedOrigins)
    if (problem === null) return true
    if (!logged.has(to)) {
      if (logged.size >= REMEMBERED_TARGETS) logged.clear()
      logged.add(to)
      warn(`[site] redirect to ${JSON.stringify(to)} not followed: ${problem}`)
    }
    return false
  }
}

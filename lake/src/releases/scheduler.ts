import path from 'node:path'
import { runActions } from '../actions/run-actions'
import { LakeError } from '../http/errors'
import type { Lake } from '../lake'
import type { CommittedTransaction } from '../store/types'
import {
  asRelease,
  isReleaseDocumentId,
  RELEASES_PREFIX,
  type ReleaseDocument,
} from './release-ids'
import { SCHEDULER } from './scheduler-access'

/**
 * Publishes scheduled releases at their `publishAt`, in the lake's own process, with no browser
 * open (docs/decisions/043). One timer to the earliest due time, re-armed whenever a release
 * document changes; nothing runs while nothing is scheduled. At start the timer fires at once
 * for what fell due while the process was down.
 *
 * Exactly once: a publish is one transaction that also moves the release to `published`, and
 * it runs only while the release is still `scheduled` (checked inside the dataset's queue), so a
 * publish that committed before a crash is never repeated and one that did not leaves nothing.
 * One lake process per data directory (store/data-dir-lock.ts), and one scheduler per data
 * directory within a process (below), so no two schedulers race.
 *
 * A publish the data refuses (a version whose published document was published again after
 * scheduling, a release over its limits) is not retried: the release goes back to `active` with
 * the reason in `error.message`, which the Studio shows on the release. Anything else (a full
 * disk, a busy database) is retried after each of RETRY_DELAYS_MS, then recorded the same way.
 */
export interface SchedulerOptions {
  /** The longest single wait: the timer re-checks at least this often (clock changes). */
  maxWaitMs?: number
  retryDelaysMs?: readonly number[]
  /** Told about every outcome (tests and the benchmark wait on it). */
  onOutcome?: (outcome: PublishOutcome) => void
}

export interface PublishOutcome {
  dataset: string
  releaseId: string
  result: 'published' | 'failed' | 'retrying' | 'skipped'
  message?: string
  /** Milliseconds between publishAt and the commit (or the failure). */
  lateMs: number
}

const MAX_WAIT_MS = 5 * 60 * 1000
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000]

/** Data directories with a running scheduler in this process. */
const running = new Set<string>()

export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined
  private unsubscribe: (() => void) | undefined
  private busy: Promise<void> = Promise.resolve()
  private stopped = false
  private started = false
  private owner = false
  private readonly attempts = new Map<string, number>()
  /** Releases waiting for a retry, by key, with the time they may run again. */
  private readonly retryAt = new Map<string, number>()
  private readonly key: string

  constructor(
    private readonly lake: Lake,
    private readonly options: SchedulerOptions = {},
  ) {
    this.key = path.resolve(lake.config.dataDir)
  }

  start(): void {
    this.started = true
    if (running.has(this.key)) {
      // The same store opened twice in one process: the first scheduler publishes for both.
      this.stopped = true
      return
    }
    running.add(this.key)
    this.owner = true
    this.unsubscribe = this.lake.store.onCommit((tx) => {
      if (touchesReleases(tx)) this.arm()
    })
    this.arm()
  }

  /** Stops the timer and waits for a publish under way to finish. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.unsubscribe?.()
    await this.busy
    if (this.owner) running.delete(this.key)
  }

  /** Started and not stopped (the same store's first scheduler in this process publishes). */
  get running(): boolean {
    return this.started && (this.owner ? !this.stopped : running.has(this.key))
  }

  /** When the timer fires next (ms since the epoch), or null when nothing is scheduled. */
  nextRun(): number | null {
    const due = this.scheduled().map((entry) => this.runAt(entry))
    return due.length === 0 ? null : Math.min(...due)
  }

  private arm(): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = undefined
    const next = this.nextRun()
    if (next === null) return
    const wait = Math.min(Math.max(0, next - Date.now()), this.options.maxWaitMs ?? MAX_WAIT_MS)
    this.timer = setTimeout(() => this.fire(), wait)
    // The lake's listeners keep the process alive; a pending publish alone must not.
    this.timer.unref()
  }

  private fire(): void {
    this.busy = this.busy.then(() => this.publishDue()).finally(() => this.arm())
  }

  private async publishDue(): Promise<void> {
    const now = Date.now()
    for (const entry of this.scheduled()) {
      if (this.stopped) return
      if (this.runAt(entry) <= now) await this.publish(entry.dataset, entry.release)
    }
  }

  private async publish(dataset: string, release: ReleaseDocument): Promise<void> {
    const key = retryKey(dataset, release)
    const report = (result: PublishOutcome['result'], message?: string) =>
      this.options.onOutcome?.({
        dataset,
        releaseId: release.name,
        result,
        message,
        lateMs: Date.now() - Date.parse(release.publishAt ?? ''),
      })
    try {
      await runActions(this.lake, {
        dataset,
        access: SCHEDULER,
        actions: [{ actionType: 'sanity.action.release.publish', releaseId: release.name }],
        scheduler: { now: new Date() },
      })
      this.forget(key)
      report('published')
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal?.type === 'releaseNotDueError' || refusal?.type === 'releaseStateError') {
        // Unscheduled, rescheduled or published by hand meanwhile: nothing to do.
        this.forget(key)
        report('skipped', refusal.description)
        return
      }
      const attempt = (this.attempts.get(key) ?? 0) + 1
      const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS
      if (!refusal && attempt <= delays.length) {
        this.attempts.set(key, attempt)
        this.retryAt.set(key, Date.now() + delays[attempt - 1]!)
        report('retrying', messageOf(error))
        return
      }
      this.forget(key)
      const message = refusal?.description ?? messageOf(error)
      await this.recordFailure(dataset, release.name, message)
      report('failed', message)
    }
  }

  /** Back to `active`, with the reason where the Studio shows it; only if still scheduled. */
  private async recordFailure(dataset: string, releaseId: string, message: string): Promise<void> {
    const id = `${RELEASES_PREFIX}${releaseId}`
    try {
      await this.lake.runner.run({
        dataset,
        access: SCHEDULER,
        mutations: [],
        prepare: () => {
          const current = asRelease(this.lake.store.get(dataset, id))
          if (!current || current.state !== 'scheduled') throw new NoLongerScheduled()
          const { _rev, _updatedAt, publishAt: _dropped, ...rest } = current
          const failed = {
            ...rest,
            state: 'active',
            error: { message: `Publishing at ${current.publishAt} failed: ${message}` },
          }
          return { mutations: [{ createOrReplace: failed }] }
        },
      })
    } catch (error) {
      if (error instanceof NoLongerScheduled) return
      console.error(`[lake] could not record the failed publish of release ${releaseId}:`, error)
    }
  }

  private forget(key: string): void {
    this.attempts.delete(key)
    this.retryAt.delete(key)
  }

  private runAt(entry: { dataset: string; release: ReleaseDocument }): number {
    const retry = this.retryAt.get(retryKey(entry.dataset, entry.release))
    return retry ?? Date.parse(entry.release.publishAt ?? '')
  }

  /** Every scheduled release with a valid time, oldest due first. */
  private scheduled(): { dataset: string; release: ReleaseDocument }[] {
    const out: { dataset: string; release: ReleaseDocument }[] = []
    for (const dataset of this.lake.store.datasets()) {
      for (const id of this.lake.store.idsWithPrefix(dataset, RELEASES_PREFIX)) {
        const release = asRelease(this.lake.store.get(dataset, id))
        if (release?.state === 'scheduled' && !Number.isNaN(Date.parse(release.publishAt ?? ''))) {
          out.push({ dataset, release })
        }
      }
    }
    return out.sort((a, b) => Date.parse(a.release.publishAt!) - Date.parse(b.release.publishAt!))
  }
}

/** Which release a retry count and time belong to. */
function retryKey(dataset: string, release: ReleaseDocument): string {
  return `${dataset}\u0000${release.name}`
}

/** The release changed while it was being published: its new state stands. */
class NoLongerScheduled extends Error {}

function touchesReleases(tx: CommittedTransaction): boolean {
  return tx.changes.some((change) => isReleaseDocumentId(change.id))
}

/** The first error item of a refusal by the data (a 4xx), or null for anything else. */
function refusalOf(error: unknown): { type: string; description: string } | null {
  if (!(error instanceof LakeError) || error.statusCode >= 500) return null
  const body = error.body as {
    error?: {
      type?: string
      description?: string
      items?: { error: { type: string; description: string } }[]
    }
  }
  const item = body.error?.items?.[0]?.error
  if (item) return item
  return {
    type: body.error?.type ?? 'error',
    description: body.error?.description ?? error.message,
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

import type { SanityClient } from '@sanity/client'
import {
  addRemoved,
  deleteRecords,
  findRecordsReceivedBefore,
  nothingRemoved,
  type RemovedRecords,
} from '../../cms/privacy'
import { describeRemoved } from './forget'
import { resumeFileRemover } from './resume-files'

const DAY_MS = 24 * 60 * 60 * 1000
/** Records deleted per round of a sweep (each round re-queries what is left). */
const SWEEP_BATCH = 200

export interface RetentionSweepOptions {
  client: SanityClient
  resumeDir: string
  retentionDays: number
  now: () => Date
  /** Where a finished or failed sweep is reported (the server's log). */
  log: {
    info(details: object, message: string): void
    error(details: object, message: string): void
  }
  /** Between sweeps (default 24 h). */
  intervalMs?: number
}

export interface RetentionSweep {
  /** The sweep in progress, if one is running (the first starts at once). */
  running(): Promise<void>
  stop(): Promise<void>
}

/**
 * Deletes quote requests and applications received more than `retentionDays` ago, with their
 * history and résumé files (docs/decisions/017), at start and then every 24 h. The timer never
 * keeps the process alive; `stop` ends it and waits for a sweep in progress.
 */
export function startRetentionSweep(options: RetentionSweepOptions): RetentionSweep {
  let current: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    if (stopped) return
    current = current.then(async () => {
      if (stopped) return
      const cutoff = new Date(options.now().getTime() - options.retentionDays * DAY_MS)
      try {
        const removed = await sweepReceivedBefore(options.client, options.resumeDir, cutoff)
        if (removed.failed.length > 0) {
          options.log.error(
            { event: 'retention-sweep', failed: removed.failed },
            `Retention: ${removed.failed.length} record(s) could not be deleted; retried next sweep`,
          )
        }
        if (removed.ids.length > 0 || removed.files.length > 0) {
          options.log.info(
            {
              event: 'retention-sweep',
              cutoff: cutoff.toISOString(),
              ...removed.counts,
              files: removed.files.length,
            },
            `Retention: removed ${describeRemoved(removed)} received before ${cutoff.toISOString()}`,
          )
        }
      } catch (error) {
        options.log.error({ event: 'retention-sweep', err: error }, 'Retention sweep failed')
      }
    })
  }
  run()
  const timer = setInterval(run, options.intervalMs ?? DAY_MS)
  timer.unref()
  return {
    running: () => current,
    async stop() {
      stopped = true
      clearInterval(timer)
      await current
    },
  }
}

/** Deletes every record received before `cutoff`, in rounds, with its résumé file. */
export async function sweepReceivedBefore(
  client: SanityClient,
  resumeDir: string,
  cutoff: Date,
): Promise<RemovedRecords> {
  const removeFile = resumeFileRemover(resumeDir)
  const total = nothingRemoved()
  // Rounds walk the ids in order, so a record that fails is skipped until the next sweep.
  let after = ''
  for (;;) {
    const batch = await findRecordsReceivedBefore(client, cutoff, SWEEP_BATCH, after)
    if (batch.length === 0) return total
    addRemoved(total, await deleteRecords(client, batch, removeFile))
    after = batch.reduce((last, record) => (record.id > last ? record.id : last), after)
  }
}

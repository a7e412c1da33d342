import { Worker } from 'node:worker_threads'
import type { ExprNode } from 'groq-js'
import type { SanityDoc } from '../store/types'
import { workerBundle } from './worker-bundle'
import type { QueryJob, WorkerData, WorkerReply, WorkerRequest } from './worker-protocol'

/** Why a job did not produce a result. */
export type PoolFailure =
  | { kind: 'timeout' }
  | { kind: 'busy' }
  | { kind: 'memory' }
  | { kind: 'tooLarge' }
  | { kind: 'error'; message: string }

export class PoolError extends Error {
  constructor(readonly failure: PoolFailure) {
    super(failure.kind === 'error' ? failure.message : failure.kind)
  }
}

export type Lane = 'anonymous' | 'trusted'

export interface PoolOptions extends Omit<WorkerData, 'requireFrom'> {
  size: number
  /**
   * Keep one more worker started and idle, to replace a terminated one at once (the default; it
   * costs the memory of one worker and its copy of the datasets, about 10 MB over 5,000 documents).
   */
  reserve?: boolean
  heapMb: number
  queueMax: number
}

type Payload =
  | Omit<Extract<WorkerRequest, { t: 'query' }>, 'id'>
  | Omit<Extract<WorkerRequest, { t: 'match' }>, 'id'>

interface Job {
  id: number
  lane: Lane
  payload: Payload
  deadline: number
  resolve(reply: WorkerReply): void
  reject(error: PoolError): void
  timer?: NodeJS.Timeout
  slot?: Slot
}

interface Slot {
  worker: Worker
  ready: boolean
  job?: Job
}

const WORKER_ENTRY = new URL('./query-worker.mjs', import.meta.url)

/**
 * A small pool of query workers. A job waits in its lane's queue (anonymous callers may hold all
 * workers but one, so the site's token queries and the Studio always find one) and is cut off at
 * its deadline: still queued, it is refused as busy; running, its worker is terminated and a new
 * one started, which reads the dataset again from SQLite. The main thread never evaluates these.
 */
export class QueryPool {
  private readonly slots: Slot[] = []
  private readonly queues: Record<Lane, Job[]> = { anonymous: [], trusted: [] }
  private nextId = 1
  private closed = false

  /** A started, idle worker that replaces a terminated one without waiting for it to load. */
  private reserve: Slot | null = null

  /** The bundled worker script (worker-bundle.ts), or null to start query-worker.mjs. */
  private code: string | null = null

  constructor(private readonly options: PoolOptions) {
    // Jobs submitted meanwhile wait in their queues (their deadlines running).
    void workerBundle().then((code) => {
      if (this.closed) return
      this.code = code
      for (let i = 0; i < options.size; i++) this.slots.push(this.spawn())
      if (options.reserve !== false) this.reserve = this.spawn()
    })
  }

  /** Workers an anonymous caller may occupy at once. */
  get anonymousSlots(): number {
    return Math.max(1, this.options.size - 1)
  }

  /** Figures for tests and logs. */
  stats() {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.job).length,
      /** Workers loaded and waiting for a job, the reserve included. */
      idle: this.slots.filter((s) => s.ready && !s.job).length + (this.reserve?.ready ? 1 : 0),
      queued: this.queues.anonymous.length + this.queues.trusted.length,
      restarts: this.restarts,
    }
  }

  private restarts = 0

  /** Sends every committed change to every worker, ahead of any later job. */
  delta(dataset: string, changes: { id: string; after: SanityDoc | null }[]): void {
    const message: WorkerRequest = { t: 'delta', dataset, changes }
    for (const slot of this.slots) slot.worker.postMessage(message)
    this.reserve?.worker.postMessage(message)
  }

  async query(
    job: QueryJob,
    lane: Lane,
    timeoutMs: number,
  ): Promise<{ json: string; references: string[] | null }> {
    const reply = await this.submit({ t: 'query', ...job }, lane, timeoutMs)
    if (!reply.ok) throw new PoolError({ kind: 'error', message: reply.message })
    return 'json' in reply ? reply : { json: 'null', references: [] }
  }

  async match(
    tree: ExprNode,
    doc: unknown,
    params: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<boolean> {
    const reply = await this.submit({ t: 'match', tree, doc, params }, 'anonymous', timeoutMs)
    if (!reply.ok) throw new PoolError({ kind: 'error', message: reply.message })
    return 'matched' in reply && reply.matched
  }

  close(): void {
    this.closed = true
    for (const lane of ['anonymous', 'trusted'] as const) {
      for (const job of this.queues[lane].splice(0)) this.fail(job, { kind: 'busy' })
    }
    const all = this.reserve ? [...this.slots.splice(0), this.reserve] : this.slots.splice(0)
    this.reserve = null
    for (const slot of all) {
      if (slot.job) this.fail(slot.job, { kind: 'busy' })
      slot.worker.removeAllListeners()
      slot.worker.on('error', () => {})
      void slot.worker.terminate()
    }
  }

  private submit(payload: Payload, lane: Lane, timeoutMs: number): Promise<WorkerReply> {
    if (this.closed) return Promise.reject(new PoolError({ kind: 'busy' }))
    if (this.queues[lane].length >= this.options.queueMax && !this.idleSlotFor(lane)) {
      return Promise.reject(new PoolError({ kind: 'busy' }))
    }
    return new Promise<WorkerReply>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        lane,
        payload,
        deadline: Date.now() + timeoutMs,
        resolve,
        reject,
      }
      job.timer = setTimeout(() => this.expire(job), timeoutMs)
      this.queues[lane].push(job)
      this.dispatch()
    })
  }

  private idleSlotFor(lane: Lane): Slot | undefined {
    if (lane === 'anonymous') {
      const running = this.slots.filter((s) => s.job?.lane === 'anonymous').length
      if (running >= this.anonymousSlots) return undefined
    }
    return this.slots.find((s) => s.ready && !s.job)
  }

  private dispatch(): void {
    for (;;) {
      const lane: Lane | undefined =
        this.queues.trusted.length && this.idleSlotFor('trusted')
          ? 'trusted'
          : this.queues.anonymous.length && this.idleSlotFor('anonymous')
            ? 'anonymous'
            : undefined
      if (!lane) return
      const slot = this.idleSlotFor(lane)!
      const job = this.queues[lane].shift()!
      slot.job = job
      job.slot = slot
      slot.worker.postMessage({ ...job.payload, id: job.id } as WorkerRequest)
    }
  }

  private expire(job: Job): void {
    if (!job.slot) {
      const queue = this.queues[job.lane]
      const at = queue.indexOf(job)
      if (at >= 0) queue.splice(at, 1)
      this.fail(job, { kind: 'busy' })
      return
    }
    // Running past its deadline: only terminating the thread stops a synchronous evaluation.
    this.replace(job.slot, { kind: 'timeout' })
  }

  private fail(job: Job, failure: PoolFailure): void {
    clearTimeout(job.timer)
    job.reject(new PoolError(failure))
  }

  /**
   * Ends a worker (and fails its job with `failure`); the warm reserve takes its place at once and
   * a new reserve starts (a worker needs a few hundred ms to load).
   */
  private replace(slot: Slot, failure: PoolFailure): void {
    const job = slot.job
    slot.job = undefined
    if (job) this.fail(job, failure)
    slot.worker.removeAllListeners()
    slot.worker.on('error', () => {})
    void slot.worker.terminate()
    if (slot === this.reserve) {
      this.reserve = null
      if (!this.closed && this.options.reserve !== false) {
        this.later(() => (this.reserve ??= this.spawn()))
      }
      return
    }
    const at = this.slots.indexOf(slot)
    if (at < 0) return
    if (this.closed) {
      this.slots.splice(at, 1)
      return
    }
    this.restarts++
    const promote = () => {
      const index = this.slots.indexOf(slot)
      if (index < 0 || this.closed) return
      if (this.reserve) {
        this.slots[index] = this.reserve
        this.reserve = this.spawn()
      } else {
        this.slots[index] = this.spawn()
      }
      this.dispatch()
    }
    // A worker that died before it was ready (a broken install?) is retried slowly, not in a loop.
    if (slot.ready) promote()
    else this.later(promote)
  }

  private later(fn: () => void): void {
    setTimeout(() => {
      if (!this.closed) fn()
    }, 1000).unref()
  }

  private spawn(): Slot {
    const { databaseFile, datasets, projectId, heapMb } = this.options
    const workerData: WorkerData = {
      databaseFile,
      datasets,
      projectId,
      requireFrom: import.meta.url,
    }
    const worker = new Worker(this.code ?? WORKER_ENTRY, {
      eval: this.code !== null,
      workerData,
      // A small young generation: an idle worker's heap stays small.
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 8 },
      execArgv: [],
      stdout: false,
      stderr: false,
    })
    worker.unref()
    const slot: Slot = { worker, ready: false }
    worker.on('message', (message: WorkerReply | { t: 'ready' }) => {
      if ('t' in message) {
        slot.ready = true
        if (slot !== this.reserve) this.dispatch()
        return
      }
      const job = slot.job
      if (!job || job.id !== message.id) return
      slot.job = undefined
      clearTimeout(job.timer)
      if (!message.ok && message.tooLarge) job.reject(new PoolError({ kind: 'tooLarge' }))
      else job.resolve(message)
      this.dispatch()
    })
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      this.replace(slot, memory ? { kind: 'memory' } : { kind: 'error', message: error.message })
    })
    worker.on('exit', () => {
      if (this.slots.includes(slot) || slot === this.reserve) {
        this.replace(slot, { kind: 'error', message: 'worker exited' })
      }
    })
    return slot
  }
}

import { createRequire } from 'node:module'
import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import type BetterSqlite3 from 'better-sqlite3'
import { evaluate, type ExprNode } from 'groq-js'
import { DocumentStore } from '../store/document-store'
import type { Access, Perspective } from '../store/types'
import type { LakeDatabase } from '../store/database'
import { recordingDereference } from './dereference'
import { candidateDocuments, planCandidates } from './prefilter'
import type { WorkerData, WorkerReply, WorkerRequest } from './worker-protocol'

/**
 * A query worker (started by QueryPool). It keeps its own copy of every dataset: read once from
 * the lake's SQLite file when it starts, then kept current by the commit deltas the main thread
 * posts (whole documents, in commit order, before any query that must see them). Views are built
 * by the lake's own DocumentStore code, so perspectives and access scopes match the main thread.
 */
const WORKER_NICE = 10
const data = workerData as WorkerData
// On Linux a thread has its own nice value: the worker yields the CPU to the thread serving pages.
if (process.platform === 'linux') {
  try {
    os.setPriority(WORKER_NICE)
  } catch {
    // Not permitted: the worker runs at the process's priority.
  }
}
const store = openReplica(data)
const port = parentPort!

port.on('message', (message: WorkerRequest) => {
  if (message.t === 'delta') {
    store.commit({
      dataset: message.dataset,
      id: '',
      timestamp: '',
      identity: '',
      mutations: [],
      changes: message.changes.map((c) => ({ id: c.id, before: null, after: c.after })),
    })
    return
  }
  void handle(message).then(
    (reply) => port.postMessage(reply),
    (error: unknown) =>
      port.postMessage({
        id: message.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  )
})
port.postMessage({ t: 'ready' })

async function handle(message: Exclude<WorkerRequest, { t: 'delta' }>): Promise<WorkerReply> {
  if (message.t === 'match') {
    const value = await evaluate(message.tree, { dataset: [message.doc], params: message.params })
    const result = await value.get()
    const matched = Array.isArray(result) ? result.length > 0 : Boolean(result)
    return { id: message.id, ok: true, matched }
  }
  const { dataset, tree, params, perspective, read, identity } = message
  const view = store.view(dataset, perspective as Perspective, { read } as Access)
  const candidates = planCandidates(tree as ExprNode)(params)
  const documents = candidates ? candidateDocuments(view, candidates) : view.all
  const followed = recordingDereference(view, message.maxReferences)
  const value = await evaluate(tree as ExprNode, {
    dataset: documents,
    params,
    dereference: followed.dereference,
    identity,
    sanity: { projectId: data.projectId, dataset },
  })
  const json = JSON.stringify((await value.get()) ?? null)
  if (json.length > message.maxResultChars) {
    return { id: message.id, ok: false, message: 'too large', tooLarge: true }
  }
  const references = followed.references()
  return { id: message.id, ok: true, json, references: references ? [...references] : null }
}

/**
 * A DocumentStore over a read-only snapshot of the SQLite file: loading reads the documents table,
 * every write statement is a no-op (the main thread owns the file; commits here only update the
 * in-memory copy).
 */
function openReplica({ databaseFile, datasets, requireFrom }: WorkerData): DocumentStore {
  // Resolved from the pool's module: the worker may run as a bundle evaluated from a string.
  const Database = createRequire(requireFrom)('better-sqlite3') as typeof BetterSqlite3
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  const noop = { run: () => ({ changes: 0, lastInsertRowid: 0 }), get: () => undefined }
  const stub = {
    prepare: (sql: string) =>
      /^\s*SELECT body FROM documents\b/.test(sql) ? db.prepare(sql) : noop,
    transaction:
      (fn: (...args: unknown[]) => unknown) =>
      (...args: unknown[]) =>
        fn(...args),
  }
  try {
    return new DocumentStore(stub as unknown as LakeDatabase, datasets)
  } finally {
    db.close()
  }
}

// Entry of a query worker thread: the lake runs from TypeScript sources (tsx), so the worker
// registers tsx's loader before importing its TypeScript module. Under `tsx` or vitest alike.
import { register } from 'tsx/esm/api'

register()
await import('./query-worker.ts')

import type { Lake } from '../lake'
import { HistoryStore } from './history-store'

const stores = new WeakMap<Lake, HistoryStore>()

/** The history of a lake's documents (one reader per lake, made when first asked for). */
export function historyOf(lake: Lake): HistoryStore {
  let store = stores.get(lake)
  if (!store) stores.set(lake, (store = new HistoryStore(lake.db, lake.store)))
  return store
}

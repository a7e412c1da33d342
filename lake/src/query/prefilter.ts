import type { ExprNode } from 'groq-js'
import type { DatasetView, SanityDoc } from '../store/types'
import { walk } from './ast'

/**
 * Narrowing of `*` before evaluation. groq-js scans the whole dataset for every `*`; when every
 * `*` in a query is filtered by `_type` or `_id` (the shape of nearly every page query), we hand
 * it only the candidate documents, so a page query costs the size of its types, not the dataset.
 * The narrowing is a superset of what the filters let through, so results are unchanged.
 */
export interface Candidates {
  types: Set<string>
  ids: Set<string>
}

type Params = Record<string, unknown>

/** Returns a function from params to candidates, or null when some `*` is unfiltered. */
export type CandidatePlan = (params: Params) => Candidates | null

export function planCandidates(tree: ExprNode): CandidatePlan {
  const filters: ExprNode[] = []
  let unfiltered = false
  walk(tree, (node, parent) => {
    if (node.type !== 'Everything') return
    if (parent?.type === 'Filter' && parent.base === node) filters.push(parent.expr)
    else unfiltered = true
  })
  if (unfiltered || filters.length === 0) return () => null
  return (params) => {
    const all: Candidates = { types: new Set(), ids: new Set() }
    for (const expr of filters) {
      const c = constraintOf(expr, params)
      if (!c) return null
      for (const t of c.types) all.types.add(t)
      for (const id of c.ids) all.ids.add(id)
    }
    return all
  }
}

/** Narrows a view to the candidates, keeping the view's order. */
export function candidateDocuments(view: DatasetView, candidates: Candidates): SanityDoc[] {
  const groups: SanityDoc[][] = []
  for (const type of candidates.types) {
    const list = view.byType.get(type)
    if (list) groups.push(list)
  }
  const byId: SanityDoc[] = []
  for (const id of candidates.ids) {
    const doc = view.byId.get(id)
    if (doc && !candidates.types.has(doc._type)) byId.push(doc)
  }
  if (byId.length) groups.push(byId)
  if (groups.length === 1) return groups[0]!
  return groups.flat().sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

function constraintOf(expr: ExprNode, params: Params): Candidates | null {
  switch (expr.type) {
    case 'Group':
      return constraintOf(expr.base, params)
    case 'And': {
      const left = constraintOf(expr.left, params)
      const right = constraintOf(expr.right, params)
      if (!left) return right
      if (!right) return left
      return size(left) <= size(right) ? left : right
    }
    case 'Or': {
      const left = constraintOf(expr.left, params)
      const right = constraintOf(expr.right, params)
      if (!left || !right) return null
      return {
        types: new Set([...left.types, ...right.types]),
        ids: new Set([...left.ids, ...right.ids]),
      }
    }
    case 'OpCall': {
      if (expr.op === '==') {
        return (
          equalityConstraint(expr.left, expr.right, params) ??
          equalityConstraint(expr.right, expr.left, params)
        )
      }
      if (expr.op === 'in') {
        const field = systemField(expr.left)
        const values = literalOf(expr.right, params)
        if (!field || !Array.isArray(values) || !values.every((v) => typeof v === 'string')) {
          return null
        }
        return make(field, values as string[])
      }
      return null
    }
    default:
      return null
  }
}

function equalityConstraint(
  fieldNode: ExprNode,
  valueNode: ExprNode,
  params: Params,
): Candidates | null {
  const field = systemField(fieldNode)
  const value = literalOf(valueNode, params)
  if (!field || typeof value !== 'string') return null
  return make(field, [value])
}

function systemField(node: ExprNode): '_type' | '_id' | null {
  if (node.type !== 'AccessAttribute' || node.base !== undefined) return null
  return node.name === '_type' || node.name === '_id' ? node.name : null
}

function literalOf(node: ExprNode, params: Params): unknown {
  if (node.type === 'Value') return node.value
  if (node.type === 'Parameter') return params[node.name]
  if (node.type === 'Array') {
    const out: unknown[] = []
    for (const el of node.elements) {
      if (el.isSplat) return undefined
      out.push(literalOf(el.value, params))
    }
    return out
  }
  return undefined
}

function make(field: '_type' | '_id', values: string[]): Candidates {
  return field === '_type'
    ? { types: new Set(values), ids: new Set() }
    : { types: new Set(), ids: new Set(values) }
}

function size(c: Candidates): number {
  // ids select at most one document each; a type may hold many.
  return c.ids.size + c.types.size * 1000
}

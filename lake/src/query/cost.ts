import type { ExprNode } from 'groq-js'

/**
 * Static cost classes of a query, decided once at compile time. GROQ's cost explodes only when an
 * iteration (a filter, a projection over an array, a `[]` map, `order`, `score`) runs inside
 * another one over data that does not shrink with the nesting: the whole dataset (`*`), a
 * parameter, or an outer element reached with `^` (any use of `^` inside a nested iteration
 * counts: `count(^.body)` walks the outer array once per inner element). An iteration over the current element's own
 * fields (`contacts[]{name}`) walks sub-structure, so its total cost stays linear in the data.
 * Regular expressions (`match`) can backtrack, so they are never proven cheap either.
 *
 * "Cheap by construction" queries may be evaluated on the main thread; everything else goes to the
 * query worker pool, where a deadline can cut it off.
 */
export interface CostShape {
  /** Some `*`, `^` or parameter is iterated inside another iteration, or `match` is used. */
  nestedOverDataset: boolean
  /** The same, not counting `*` (a listener evaluates its query over a one-document dataset). */
  nestedOverOther: boolean
  /** Syntax nodes, and how many of them are `*` (each one scans the documents handed over). */
  nodes: number
  everything: number
  /** Some iteration walks something else than `*` or the current element (a parameter). */
  iteratesOther: boolean
  /** A parameter is used per element of an iteration (`_id in $ids`: once per document). */
  parameterPerElement: boolean
}

const ITERATIONS = new Set(['Filter', 'Projection', 'Map', 'FlatMap', 'PipeFuncCall'])

export function costShape(tree: ExprNode): CostShape {
  const shape: CostShape = {
    nestedOverDataset: false,
    nestedOverOther: false,
    nodes: 0,
    everything: 0,
    iteratesOther: false,
    parameterPerElement: false,
  }
  visit(tree, 0, shape)
  if (shape.nestedOverOther) shape.nestedOverDataset = true
  return shape
}

function visit(node: unknown, depth: number, shape: CostShape): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, depth, shape)
    return
  }
  if (!node || typeof node !== 'object') return
  const n = node as Record<string, unknown> & { type?: unknown }
  if (typeof n.type !== 'string') return
  shape.nodes++
  if (n.type === 'Value') return
  if (n.type === 'Everything') shape.everything++
  if (n.type === 'Parameter' && depth > 0) shape.parameterPerElement = true
  if (n.type === 'OpCall' && n.op === 'match') shape.nestedOverOther = true
  if (n.type === 'Everything' && depth > 0) shape.nestedOverDataset = true
  // `^` inside a nested iteration reaches an outer element: whatever walks it (count, in, ==)
  // does so once per inner element.
  if (n.type === 'Parent' && depth > 1) shape.nestedOverOther = true
  if (ITERATIONS.has(n.type)) {
    const root = rootOf(n.base as ExprNode)
    if (root === 'other') shape.iteratesOther = true
    if (depth > 0) {
      if (root === 'everything') shape.nestedOverDataset = true
      else if (root !== 'local') shape.nestedOverOther = true
    }
    visit(n.base, depth, shape)
    for (const [key, child] of Object.entries(n)) {
      if (key === 'base' || key === 'type') continue
      visit(child, depth + 1, shape)
    }
    return
  }
  for (const [key, child] of Object.entries(n)) {
    if (key === 'type') continue
    visit(child, depth, shape)
  }
}

/** Where the array an iteration walks comes from. */
function rootOf(node: ExprNode | undefined): 'local' | 'everything' | 'other' {
  let current: ExprNode | undefined = node
  for (;;) {
    if (!current) return 'local'
    switch (current.type) {
      case 'This':
        return 'local'
      case 'Everything':
        return 'everything'
      case 'AccessAttribute':
        if (!current.base) return 'local'
        current = current.base
        break
      case 'AccessElement':
      case 'Slice':
      case 'ArrayCoerce':
      case 'Deref':
      case 'Group':
      case 'Filter':
      case 'Projection':
      case 'Map':
      case 'FlatMap':
      case 'PipeFuncCall':
        current = current.base
        break
      default:
        return 'other'
    }
  }
}

/**
 * A rough count of the elementary steps of a query that is not nested (see CostShape): the
 * documents every `*` scans, plus a parameter's elements when one is iterated, times a
 * parameter's elements when one is used per element. Parameter sizes are estimated from their
 * JSON (one element per few characters).
 */
export function estimatedWork(shape: CostShape, documents: number, paramsChars: number): number {
  const walked = shape.everything * documents + (shape.iteratesOther ? paramsChars / 2 : 0)
  const perElement = shape.parameterPerElement ? paramsChars / 16 : 1
  return Math.max(1, walked) * Math.max(1, perElement)
}

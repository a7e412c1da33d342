import type { ExprNode } from 'groq-js'

/** Visits every node of a groq-js syntax tree (objects with a string `type`). */
export function walk(node: unknown, visit: (node: ExprNode, parent: ExprNode | null) => void) {
  const recurse = (value: unknown, parent: ExprNode | null): void => {
    if (Array.isArray(value)) {
      for (const item of value) recurse(item, parent)
      return
    }
    if (!value || typeof value !== 'object') return
    const obj = value as Record<string, unknown>
    // Value nodes hold literal data (possibly objects): their contents are not syntax.
    if (obj.type === 'Value') {
      visit(obj as unknown as ExprNode, parent)
      return
    }
    const isNode = typeof obj.type === 'string'
    if (isNode) visit(obj as unknown as ExprNode, parent)
    for (const [key, child] of Object.entries(obj)) {
      if (key === 'type') continue
      recurse(child, isNode ? (obj as unknown as ExprNode) : parent)
    }
  }
  recurse(node, null)
}

/** Names of the `$params` a query refers to. */
export function parameterNames(tree: ExprNode): Set<string> {
  const names = new Set<string>()
  walk(tree, (node) => {
    if (node.type === 'Parameter') names.add(node.name)
  })
  return names
}

/** True when the result depends on the clock, so it may not be cached. */
export function dependsOnTime(tree: ExprNode): boolean {
  return callsFunction(tree, 'now')
}

/** True when the result depends on who asks (`identity()`), so it is cached per user. */
export function dependsOnIdentity(tree: ExprNode): boolean {
  return callsFunction(tree, 'identity')
}

function callsFunction(tree: ExprNode, name: string): boolean {
  let found = false
  walk(tree, (node) => {
    if (node.type === 'FuncCall' && node.name === name) found = true
  })
  return found
}

/** True when the query has a `*`: without one it reads documents only through `->`. */
export function readsEverything(tree: ExprNode): boolean {
  let found = false
  walk(tree, (node) => {
    if (node.type === 'Everything') found = true
  })
  return found
}

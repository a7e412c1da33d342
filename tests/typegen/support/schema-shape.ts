/**
 * Checks a document against the extracted schema (schemas/generated/schema.json): every field
 * exists, every value has the field's type, every array item of objects has its `_key` and
 * `_type`. TypeScript cannot catch a misspelt optional field in a seed document; this can.
 */
type Node =
  | { type: 'string' | 'number' | 'boolean'; value?: unknown }
  | { type: 'unknown' | 'null' }
  | { type: 'inline'; name: string }
  | { type: 'union'; of: Node[] }
  | { type: 'array'; of: Node }
  | { type: 'object'; attributes: Record<string, Attribute>; rest?: Node }

interface Attribute {
  type: 'objectAttribute'
  value: Node
  optional?: boolean
}

type Entry =
  | { type: 'type'; name: string; value: Node }
  | { type: 'document'; name: string; attributes: Record<string, Attribute> }

/** Set by the store, so a seed document may leave them out. */
const systemFields = new Set(['_createdAt', '_updatedAt', '_rev'])

export function createShapeChecker(schema: readonly Entry[]) {
  const byName = new Map(schema.map((entry) => [entry.name, entry]))

  const resolve = (name: string): Node => {
    const entry = byName.get(name)
    if (!entry) throw new Error(`schema has no type ${name}`)
    return entry.type === 'document'
      ? { type: 'object', attributes: entry.attributes }
      : entry.value
  }

  const attributesOf = (node: Node): Record<string, Attribute> => {
    if (node.type === 'inline') return attributesOf(resolve(node.name))
    if (node.type !== 'object') return {}
    return { ...node.attributes, ...(node.rest ? attributesOf(node.rest) : {}) }
  }

  const check = (value: unknown, node: Node, path: string, errors: string[]): void => {
    switch (node.type) {
      case 'unknown':
        return
      case 'null':
        if (value !== null) errors.push(`${path}: expected null`)
        return
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== node.type) errors.push(`${path}: expected ${node.type}`)
        else if (node.value !== undefined && value !== node.value)
          errors.push(
            `${path}: expected ${JSON.stringify(node.value)}, got ${JSON.stringify(value)}`,
          )
        return
      case 'inline':
        return check(value, resolve(node.name), path, errors)
      case 'union': {
        const attempts = node.of.map((option) => {
          const optionErrors: string[] = []
          check(value, option, path, optionErrors)
          return optionErrors
        })
        if (!attempts.some((attempt) => attempt.length === 0))
          errors.push(...(attempts.sort((a, b) => a.length - b.length)[0] ?? [`${path}: no match`]))
        return
      }
      case 'array':
        if (!Array.isArray(value)) errors.push(`${path}: expected an array`)
        else value.forEach((item, index) => check(item, node.of, `${path}[${index}]`, errors))
        return
      case 'object': {
        if (!value || typeof value !== 'object' || Array.isArray(value)) {
          errors.push(`${path}: expected an object`)
          return
        }
        const attributes = attributesOf(node)
        const record = value as Record<string, unknown>
        for (const [key, child] of Object.entries(record)) {
          // The import marker replaced by an asset reference when seeding (media-refs.ts).
          if (key === '_sanityAsset') continue
          const attribute = attributes[key]
          if (!attribute) errors.push(`${path}.${key}: not in the schema`)
          else check(child, attribute.value, `${path}.${key}`, errors)
        }
        for (const [key, attribute] of Object.entries(attributes)) {
          if (!attribute.optional && !(key in record) && !systemFields.has(key))
            errors.push(`${path}.${key}: missing`)
        }
        return
      }
    }
  }

  /** Problems of one document, empty when it fits the schema. */
  return (doc: { _id: string; _type: string }): string[] => {
    const errors: string[] = []
    check(doc, resolve(doc._type), doc._id, errors)
    return errors
  }
}

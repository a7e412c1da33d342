import { isPlainObject } from '../plain-object'

/**
 * A mendoza encoder: the patch that turns one JSON value into another, in the format the Studio
 * applies (`mendoza` npm package, op codes of its internal-patcher). The package only applies
 * patches; this writes them.
 *
 * Patches are structural, not just `[0, value]`: unchanged fields are left alone, changed objects
 * are patched field by field, arrays are rebuilt from slices of the old one (matched by `_key` or
 * position), and strings keep their common prefix and suffix. That is what lets the Studio's
 * History panel attribute each changed field (and each typed run of text) to the transaction and
 * author that made it, instead of the whole document to the latest one.
 */
export type RawPatch = unknown[]

const Op = {
  Value: 0,
  PushFieldCopy: 10,
  PushFieldBlank: 11,
  PushElementCopy: 12,
  ReturnIntoObjectSameKeyPop: 15,
  ReturnIntoArrayPop: 16,
  ObjectSetFieldValue: 17,
  ObjectDeleteField: 19,
  ArrayAppendValue: 20,
  ArrayAppendSlice: 21,
  StringAppendString: 22,
  StringAppendSlice: 23,
} as const

type Json = Record<string, unknown>

/** The patch from `left` to `right` (either may be null: a created or deleted document). */
export function diffPatch(left: unknown, right: unknown): RawPatch {
  if (isPlainObject(left) && isPlainObject(right)) {
    const ops: unknown[] = []
    diffObject(left, right, ops)
    return ops
  }
  return deepEqual(left, right) ? [] : [Op.Value, right]
}

/** `{apply, revert}` for one document's change, as listener events and the history carry them. */
export function effectsOf(
  before: Json | null,
  after: Json | null,
): { apply: RawPatch; revert: RawPatch } {
  return { apply: diffPatch(before, after), revert: diffPatch(after, before) }
}

/** A document as effects carry it: without its `_rev` (null, an absent document, stays null). */
export function withoutRev(doc: Json | null): Json | null {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}

// Input top = left, output top = (a lazy copy of) left.
function diffObject(left: Json, right: Json, ops: unknown[]): void {
  // Mendoza addresses the input's fields by their index in the sorted key list.
  const keys = Object.keys(left).sort()
  const index = new Map(keys.map((key, i) => [key, i]))
  for (const key of keys) {
    if (!Object.hasOwn(right, key)) ops.push(Op.ObjectDeleteField, index.get(key))
  }
  for (const key of Object.keys(right)) {
    const next = right[key]
    const i = index.get(key)
    if (i === undefined) {
      ops.push(Op.ObjectSetFieldValue, next, key)
      continue
    }
    const previous = left[key]
    if (deepEqual(previous, next)) continue
    if (isPlainObject(previous) && isPlainObject(next)) {
      ops.push(Op.PushFieldCopy, i)
      diffObject(previous, next, ops)
      ops.push(Op.ReturnIntoObjectSameKeyPop)
      continue
    }
    const built =
      Array.isArray(previous) && Array.isArray(next)
        ? diffArray(previous, next)
        : typeof previous === 'string' && typeof next === 'string'
          ? diffString(previous, next)
          : null
    if (built) {
      ops.push(Op.PushFieldBlank, i, ...built, Op.ReturnIntoObjectSameKeyPop)
      continue
    }
    ops.push(Op.ObjectSetFieldValue, next, key)
  }
}

/**
 * Ops that build `right` into a blank output from the input array `left`; null when a plain
 * value is better (a blank output that receives no op would come out as null, not []).
 */
function diffArray(left: unknown[], right: unknown[]): unknown[] | null {
  if (right.length === 0) return null
  const byKey = new Map<string, number>()
  left.forEach((item, i) => {
    const key = keyOf(item)
    if (key !== undefined && !byKey.has(key)) byKey.set(key, i)
  })
  const ops: unknown[] = []
  let run: [number, number] | null = null
  let reused = 0
  const flush = () => {
    if (run) ops.push(Op.ArrayAppendSlice, run[0], run[1])
    run = null
  }
  right.forEach((item, j) => {
    const key = keyOf(item)
    const i = key !== undefined ? (byKey.get(key) ?? -1) : j < left.length ? j : -1
    if (i >= 0 && deepEqual(left[i], item)) {
      reused++
      if (run && run[1] === i) run[1]++
      else {
        flush()
        run = [i, i + 1]
      }
      return
    }
    flush()
    const previous = i >= 0 ? left[i] : undefined
    if (isPlainObject(previous) && isPlainObject(item)) {
      reused++
      ops.push(Op.PushElementCopy, i)
      diffObject(previous, item, ops)
      ops.push(Op.ReturnIntoArrayPop)
      return
    }
    ops.push(Op.ArrayAppendValue, item)
  })
  flush()
  return reused > 0 ? ops : null
}

/**
 * Keeps the common prefix and suffix of two strings as slices of the old one. Mendoza indexes
 * strings in UTF-8 bytes; its simple patcher resolves a slice that does not start at 0 correctly
 * only when the text before it is ASCII, so a suffix after non-ASCII text is sent as text.
 */
function diffString(left: string, right: string): unknown[] | null {
  if (right.length === 0) return null
  const max = Math.min(left.length, right.length)
  let prefix = 0
  while (prefix < max && left.charCodeAt(prefix) === right.charCodeAt(prefix)) prefix++
  if (prefix > 0 && prefix < max && isHighSurrogate(left.charCodeAt(prefix - 1))) prefix--
  let suffix = 0
  while (
    suffix < max - prefix &&
    left.charCodeAt(left.length - 1 - suffix) === right.charCodeAt(right.length - 1 - suffix)
  ) {
    suffix++
  }
  if (suffix > 0 && isLowSurrogate(left.charCodeAt(left.length - suffix))) suffix--
  if (prefix + suffix === 0) return null

  const ops: unknown[] = []
  if (prefix > 0) ops.push(Op.StringAppendSlice, 0, utf8Length(left.slice(0, prefix)))
  const middle = right.slice(prefix, right.length - suffix)
  if (middle) ops.push(Op.StringAppendString, middle)
  if (suffix > 0) {
    const start = left.length - suffix
    const head = left.slice(0, start)
    if (isAscii(head)) ops.push(Op.StringAppendSlice, start, start + utf8Length(left.slice(start)))
    else ops.push(Op.StringAppendString, right.slice(right.length - suffix))
  }
  return ops
}

function keyOf(item: unknown): string | undefined {
  return isPlainObject(item) && typeof item._key === 'string' ? item._key : undefined
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/

function isAscii(text: string): boolean {
  return ASCII.test(text)
}

/** UTF-8 length as mendoza counts it: a lone surrogate is 3 bytes, as Buffer encodes it. */
function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ak = Object.keys(a)
  const bk = Object.keys(b)
  if (ak.length !== bk.length) return false
  for (const key of ak) {
    if (!Object.hasOwn(b, key)) return false
    if (!deepEqual((a as Json)[key], (b as Json)[key])) return false
  }
  return true
}

import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { uploadAsset } from '../../cms/assets'
import type { FileSlot } from '../../contract/limits'
import type { ApiDependencies } from '../dependencies'
import { parseInput } from '../http/requests'
import { receiveMultipart, type MultipartRules, type ReceivedFile } from '../uploads/multipart'
import { servedType } from '../uploads/file-types'

/** The rules of a multipart call with named file slots (and optionally numbered photos). */
export function slotRules(
  slots: readonly FileSlot[],
  jsonFields: readonly string[],
  extra?: { fileKind(field: string): 'image' | null; maxFiles: number },
): MultipartRules {
  return {
    fileKind: (field) =>
      slots.find((slot) => slot.name === field)?.kind ?? extra?.fileKind(field) ?? null,
    jsonFields,
    maxFiles: slots.length + (extra?.maxFiles ?? 0),
  }
}

/**
 * Receives a multipart save, validates its text fields with `schema`, and hands the parsed
 * fields and checked files to `save`. Temp files are removed afterwards whatever happens.
 * `schema` may be chosen by the raw text fields (the `lang` of ADR 022 picks how lists parse);
 * it may also rewrite them (`prepare`) before they are parsed.
 */
export async function withMultipartSave<T extends z.ZodType, R>(
  request: FastifyRequest,
  deps: ApiDependencies,
  rules: MultipartRules,
  schema: T | ((raw: Record<string, string>) => { schema: T; input: Record<string, unknown> }),
  save: (fields: z.output<T>, files: readonly ReceivedFile[]) => Promise<R>,
  /** How the fields are checked: parseInput, or a caller's own wording of its refusals. */
  parse: (schema: T, input: Record<string, unknown>) => z.output<T> = parseInput,
): Promise<R> {
  const body = await receiveMultipart(request, rules, deps.uploadTempDir)
  try {
    const raw = Object.fromEntries(body.fields) as Record<string, string>
    const chosen = typeof schema === 'function' ? schema(raw) : { schema, input: raw }
    const fields = parse(chosen.schema, chosen.input)
    return await save(fields, body.files)
  } finally {
    await body.discard()
  }
}

/** Streams each checked file to the content store; gives asset ids by field name. */
export async function uploadFiles(
  deps: ApiDependencies,
  files: readonly ReceivedFile[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  // One at a time: bounded memory and connections, whatever the number of photos.
  for (const file of files) {
    const assetType = file.kind === 'image' ? 'image' : 'file'
    const id = await uploadAsset(deps.client, assetType, {
      path: file.path,
      contentType: servedType(file.detectedType),
      extension: file.extension,
      originalName: file.originalName,
    })
    ids.set(file.field, id)
  }
  return ids
}

/**
 * One part of a save's multipart body (spec §7): a chosen file, none (the part is left out, and
 * the server keeps the current file), a text, or a list, which the legacy calls take as JSON.
 */
export type SavePart = File | null | string | readonly unknown[]

/**
 * The multipart body of a save. The admin forms' schemas output the call's parts under their
 * wire names, so a form's values go in as they are. The client adds mode=post itself.
 */
export function multipartBody(parts: Record<string, SavePart>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (value === null) continue
    if (value instanceof File) body.append(name, value, value.name)
    else if (typeof value === 'string') body.append(name, value)
    else body.append(name, JSON.stringify(value))
  }
  return body
}

import fs from 'node:fs'
import path from 'node:path'

function walk(dir: string, out: string[] = []): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
  return out
}

/** Every file below `dir` (recursively), as sorted absolute paths; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  return walk(dir).sort()
}

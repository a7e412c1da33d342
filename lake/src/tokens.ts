import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface LakeTokens {
  readToken: string
  writeToken: string
}

/**
 * The bearer tokens the lake accepts. Configured ones win; otherwise tokens generated on first
 * start are kept in DATA_DIR so that every process sharing the data directory agrees on them.
 */
export function resolveTokens(dataDir: string, configured: Partial<LakeTokens> = {}): LakeTokens {
  const file = path.join(dataDir, 'lake-tokens.json')
  let stored: Partial<LakeTokens> = {}
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LakeTokens>
  const tokens: LakeTokens = {
    readToken: configured.readToken ?? stored.readToken ?? generateToken('skr'),
    writeToken: configured.writeToken ?? stored.writeToken ?? generateToken('skw'),
  }
  if (tokens.readToken !== stored.readToken || tokens.writeToken !== stored.writeToken) {
    if (!configured.readToken || !configured.writeToken) {
      fs.mkdirSync(dataDir, { recursive: true })
      const tmp = `${file}.${process.pid}.tmp`
      fs.writeFileSync(tmp, JSON.stringify(tokens, null, 2), { mode: 0o600 })
      fs.renameSync(tmp, file)
    }
  }
  return tokens
}

function generateToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`
}

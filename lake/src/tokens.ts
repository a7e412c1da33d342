import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tighten } from '#server-kit/private-files'

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
  if (fs.existsSync(file)) {
    // Written 0644 by older versions: the tokens are secrets, owner-only.
    tighten(file, PRIVATE_FILE_MODE)
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LakeTokens>
  }
  const tokens: LakeTokens = {
    readToken: configured.readToken ?? stored.readToken ?? generateToken('skr'),
    writeToken: configured.writeToken ?? stored.writeToken ?? generateToken('skw'),
  }
  if (tokens.readToken !== stored.readToken || tokens.writeToken !== stored.writeToken) {
    if (!configured.readToken || !configured.writeToken) {
      fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
      const tmp = `${file}.${process.pid}.tmp`
      // `mode` applies only when the file is created: a leftover temp file is replaced, not reused.
      fs.rmSync(tmp, { force: true })
      fs.writeFileSync(tmp, JSON.stringify(tokens, null, 2), {
        mode: PRIVATE_FILE_MODE,
        flag: 'wx',
      })
      fs.chmodSync(tmp, PRIVATE_FILE_MODE)
      fs.renameSync(tmp, file)
    }
  }
  return tokens
}

function generateToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`
}

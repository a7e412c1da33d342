import fs from 'node:fs'
import path from 'node:path'

/**
 * One lake process per data directory: the in-memory copy of the documents is what queries read,
 * so a second writer would make it stale. A pid file marks the owner; a file left by a process
 * that died (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'lake.pid')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => {
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readPid(file)
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another lake process (pid ${owner}) is using ${dataDir}. Stop it, or use another DATA_DIR.`,
        )
      }
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}

function readPid(file: string): number | null {
  const pid = Number(fs.readFileSync(file, 'utf8').trim())
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

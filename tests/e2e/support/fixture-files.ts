import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { MediaFixture } from '#test-support/media-fixtures'

/**
 * A temporary folder for the file's fixtures (made before its tests, removed after), and the
 * function that writes one there under a chosen name, for a browser's file input.
 */
export function useFixtureFiles(prefix: string): (fixture: MediaFixture, name?: string) => string {
  let dir = ''
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  })
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })
  return (fixture, name = fixture.name) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, fixture.bytes)
    return file
  }
}

import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultOutDir, generatedFiles, generateTypes } from '#scripts/typegen'
import { findStaleFiles } from './support/stale-files'

// Schema extraction boots the Studio config in a child process: about 40 s on a 2-core machine,
// more when other suites run alongside.
const GENERATION_TIMEOUT = 300_000

describe('TypeGen output', () => {
  let freshDir: string

  beforeAll(async () => {
    freshDir = await mkdtemp(path.join(os.tmpdir(), 'typegen-fresh-'))
    await generateTypes({ outDir: freshDir })
  }, GENERATION_TIMEOUT)

  afterAll(async () => {
    if (freshDir) await rm(freshDir, { recursive: true, force: true })
  })

  it('is committed and matches a fresh generation (run `npm run typegen` if this fails)', async () => {
    expect(await findStaleFiles(defaultOutDir, freshDir, generatedFiles)).toEqual([])
  })

  it('the comparison catches a changed or missing file', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'typegen-copy-'))
    try {
      await cp(freshDir, copy, { recursive: true })
      expect(await findStaleFiles(copy, freshDir, generatedFiles)).toEqual([])
      await writeFile(path.join(copy, 'sanity.types.ts'), '// edited by hand\n', { flag: 'a' })
      await rm(path.join(copy, 'schema.json'))
      expect(await findStaleFiles(copy, freshDir, generatedFiles)).toEqual([
        'schema.json',
        'sanity.types.ts',
      ])
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  })

  it('types every document type of the schema', async () => {
    const { schemaTypes } = await import('#schemas/index')
    const schema = (await import('../../schemas/generated/schema.json', { with: { type: 'json' } }))
      .default as Array<{ name: string; type: string }>
    // Asset documents (sanity.imageAsset, sanity.fileAsset) are built in, not ours.
    const extractedDocuments = schema
      .filter((t) => t.type === 'document' && !t.name.startsWith('sanity.'))
      .map((t) => t.name)
    const defined = schemaTypes.filter((t) => t.type === 'document').map((t) => t.name)
    expect(extractedDocuments.sort()).toEqual(defined.sort())
  })
})

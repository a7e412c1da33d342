import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { afterAll, expect, it } from 'vitest'
import {
  CONTENT_VERSION,
  CONTENT_VERSION_ID,
  forgetContentVersion,
} from '#scripts/lib/content-version'
import { lakeClient } from '#test-support/lake'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'

// A start runs the content upgrades (in a child process that loads the schemas and `sanity`:
// seconds) only while the dataset does not record that it has had them (ADR 045).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-version-'))
let product: ProductProcess | null = null

afterAll(async () => {
  await product?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function start(): Promise<SanityClient> {
  await product?.stop()
  product = await startProductProcess({ dataDir, env: { WARM_UP: '0' } })
  const tokens = JSON.parse(fs.readFileSync(path.join(dataDir, 'lake-tokens.json'), 'utf8'))
  return lakeClient(product.lakeUrl, { token: tokens.writeToken })
}

/** The about page's welcome title as stored: `{en, ar}` once localised, a string before. */
const welcomeTitle = (client: SanityClient) =>
  client.fetch<unknown>('*[_id == "aboutPage"][0].welcomeTitle', {}, { perspective: 'raw' })

/** Writes the title as content from before localisation had it (ADR 022): a plain string. */
const unlocalise = (client: SanityClient) =>
  client.patch('aboutPage').set({ welcomeTitle: 'Welcome to Gulf Bridge Freight' }).commit()

it('skips the upgrades while the dataset records them, and runs them once it does not', async () => {
  // A first start seeds, and records the version.
  let client = await start()
  const marker = await client.getDocument(CONTENT_VERSION_ID)
  expect(marker).toMatchObject({ _type: 'contentVersion', version: CONTENT_VERSION })
  // Never readable without a token.
  const anonymous = lakeClient(product!.lakeUrl)
  expect(await anonymous.fetch('*[_id == $id]', { id: CONTENT_VERSION_ID })).toEqual([])

  // Content in an older shape, with the version recorded: the next start leaves it alone.
  await unlocalise(client)
  client = await start()
  expect(await welcomeTitle(client)).toBe('Welcome to Gulf Bridge Freight')

  // Without the record (as after an import), the next start upgrades it and records it again.
  await forgetContentVersion(client)
  client = await start()
  expect(await welcomeTitle(client)).toMatchObject({ en: 'Welcome to Gulf Bridge Freight' })
  expect(await client.getDocument(CONTENT_VERSION_ID)).toMatchObject({ version: CONTENT_VERSION })
}, 240_000)

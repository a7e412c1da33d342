import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as contract from './index'

describe('contract module', () => {
  it('exports every call schema from the one aggregator', () => {
    for (const name of [
      'adminLoginRequestSchema',
      'adminLoginResponseSchema',
      'verifyTokenResponseSchema',
      'homeSaveFieldsSchema',
      'homeListRequestSchema',
      'homeListResponseSchema',
      'aboutSaveFieldsSchema',
      'aboutGetResponseSchema',
      'trackshipSaveFieldsSchema',
      'trackshipGetResponseSchema',
      'mediaCenterSaveFieldsSchema',
      'mediaCenterGetResponseSchema',
      'careersJsonRequestSchema',
      'careersMultipartFieldsSchema',
      'careersResponseSchema',
    ]) {
      expect(contract, name).toHaveProperty(name)
    }
    expect(contract.DATA_SAVED).toBe('Data saved successfully!')
  })

  it('stays importable by browser code: only zod and relative imports', () => {
    const dir = import.meta.dirname
    for (const file of readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    )) {
      const source = readFileSync(join(dir, file), 'utf8')
      const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1])
      for (const specifier of specifiers) {
        expect(specifier === 'zod' || specifier?.startsWith('./'), `${file}: ${specifier}`).toBe(
          true,
        )
      }
      expect(source, file).not.toMatch(/\bBuffer\b|\bprocess\./)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { OUTSIDE_TARGETS, SITE_TARGETS } from '#test-support/redirect-forms'
import { parseAllowedOrigins, redirectTargetProblem } from './redirect-target'

/**
 * The one rule for a redirect's target (ADR 026), as the Studio's form, the lake and the site
 * apply it. tests/lake/redirect-targets.test.ts and tests/e2e/redirect-targets.test.ts run the
 * same forms through the lake's API and the site.
 */
describe('redirectTargetProblem', () => {
  it.each(OUTSIDE_TARGETS)('refuses %j', (to) => {
    expect(redirectTargetProblem(to)).toEqual(expect.any(String))
  })

  it.each(SITE_TARGETS)('accepts %j', (to) => {
    expect(redirectTargetProblem(to)).toBeNull()
  })

  it('accepts an allow-listed origin, and nothing that only starts like it', () => {
    const allowed = parseAllowedOrigins('https://partner.example, http://old.example:8080/')
    expect(allowed).toEqual(['https://partner.example', 'http://old.example:8080'])
    for (const to of [
      'https://partner.example',
      'https://partner.example/track?id=1',
      'https://PARTNER.example/x',
      'http://old.example:8080/#top',
    ]) {
      expect(redirectTargetProblem(to, allowed), to).toBeNull()
    }
    for (const to of [
      'https://partner.example.evil.example/',
      'https://partner.example@evil.example/',
      'https://partner.example:444/',
      'http://partner.example/',
      'http://old.example/',
      'https://partner.example/\\evil',
      ' https://partner.example/',
      ...OUTSIDE_TARGETS,
    ]) {
      expect(redirectTargetProblem(to, allowed), to).toEqual(expect.any(String))
    }
    // Nothing allow-listed: origins are refused outright.
    expect(redirectTargetProblem('https://partner.example/x')).toEqual(expect.any(String))
  })

  it('tells editors what to write', () => {
    expect(redirectTargetProblem('https://evil.example/')).toBe(
      "Use a path of this site starting with '/' (e.g. '/contact')",
    )
    expect(redirectTargetProblem('//evil.example')).toMatch(/another site/)
  })
})

describe('parseAllowedOrigins', () => {
  it('is empty when unset', () => {
    expect(parseAllowedOrigins('')).toEqual([])
    expect(parseAllowedOrigins(' , ')).toEqual([])
  })

  it.each([
    'partner.example',
    'https://partner.example/path',
    'https://user@partner.example',
    'javascript:alert(1)',
    'ftp://partner.example',
    'https://partner.example?x=1',
  ])('refuses %j: a list entry must be a bare http(s) origin', (entry) => {
    expect(() => parseAllowedOrigins(`https://ok.example,${entry}`)).toThrow(/origin/)
  })
})

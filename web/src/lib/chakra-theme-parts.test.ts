import * as ChakraTheme from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import * as parts from './chakra-theme-parts'

describe("the sliced theme's Chakra parts (chakra-theme-parts.js)", () => {
  it("are Chakra's own, as its theme index gives them", () => {
    for (const [name, value] of Object.entries(parts)) {
      expect(value, name).toEqual(ChakraTheme[name as keyof typeof ChakraTheme])
    }
    // Every token and semantic token category of Chakra's theme.
    expect(Object.keys(parts.tokens).sort()).toEqual(Object.keys(ChakraTheme.tokens).sort())
    expect(Object.keys(parts.semanticTokens).sort()).toEqual(
      Object.keys(ChakraTheme.semanticTokens).sort(),
    )
  })
})

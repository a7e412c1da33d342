import type { ButtonProps } from '@chakra-ui/react'

/**
 * Button colours in the brand navy and accent orange, chosen for at least 4.5:1 text contrast in
 * every state (Chakra's blue and orange palettes drop below it on hover).
 */
export const brandSolid: ButtonProps = {
  bg: 'brand.500',
  color: 'white',
  _hover: { bg: 'brand.700' },
}

export const brandOutline: ButtonProps = {
  variant: 'outline',
  borderColor: 'brand.500',
  color: 'brand.500',
  _hover: { bg: 'brand.50' },
}

/** On a dark banner: orange with dark text, or a white outline. */
export const accentSolid: ButtonProps = {
  bg: 'accent.400',
  color: 'gray.900',
  _hover: { bg: 'accent.500' },
}

export const lightOutline: ButtonProps = {
  variant: 'outline',
  borderColor: 'white',
  color: 'white',
  _hover: { bg: 'whiteAlpha.200' },
}

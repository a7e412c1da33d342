import { defineRecipe } from '@chakra-ui/react'

/**
 * The site's headings: Chakra's heading (the heading font, semibold, `xl` unless told), its line
 * height a ratio of its size. Chakra's own sets a fixed line height per `size` (`xl`, the
 * default, 1.875rem), and a heading sized by `fontSize`, as every one here is, kept those 30 px:
 * a 48 px banner title that wrapped drew its lines over each other. Arabic letters stand taller
 * (IBM Plex Sans Arabic is 1.5 em from top to bottom, its Latin 1.3; lib/fonts.ts), so an Arabic
 * page gives its headings the room their letters take.
 */
export const headingRecipe = defineRecipe({
  className: 'chakra-heading',
  base: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'xl',
    lineHeight: '1.2',
    '&:lang(ar)': { lineHeight: '1.5' },
  },
})

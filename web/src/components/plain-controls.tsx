import { createRecipeContext, type ButtonProps, type InputProps } from '@chakra-ui/react'

/**
 * Chakra's Input and Button looks (the theme's input and button recipes: sizes, variants, style
 * props) on plain elements, for pages that need nothing more. Chakra's Input renders Ark's
 * Field.Input, which brings the field context and its helpers (about 5 KB gzip) to a page;
 * its Button brings the loading spinner and its layout helpers. Forms that use Chakra's Field,
 * or buttons that show `loading`, keep Chakra's components.
 */
export const PlainInput = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  InputProps
>('input')

/** A button (type="button" unless told otherwise) or, with `asChild`, a link styled as one. */
export const PlainButton = createRecipeContext({ key: 'button' }).withContext<
  HTMLButtonElement,
  Omit<ButtonProps, 'loading' | 'loadingText' | 'spinner' | 'spinnerPlacement'>
>('button', { defaultProps: { type: 'button' } })

import { createRecipeContext, type TextareaProps } from '@chakra-ui/react'

/**
 * Chakra's Textarea look (the theme's textarea recipe and style props) on a plain textarea:
 * Chakra's own renders Ark's Field.Textarea, with the field context and its auto-resize helper.
 */
export const PlainTextarea = createRecipeContext({ key: 'textarea' }).withContext<
  HTMLTextAreaElement,
  TextareaProps
>('textarea')

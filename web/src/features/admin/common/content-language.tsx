import { Button, Group, HStack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { ContentLang } from '#contract/lang'

/**
 * The language a content screen edits (ADR 022): English or Arabic. The panel's own interface
 * stays English; only the content's texts switch. Each screen reads and saves with this `lang`
 * (legacy calls' extension), so an Arabic save never touches the English texts.
 */
export function useContentLang() {
  const [lang, setLang] = useState<ContentLang>('en')
  return { lang, setLang }
}

/** What an input of content in `lang` needs: Arabic is written and shown right to left. */
export function langInputProps(lang: ContentLang): { dir?: 'rtl'; lang?: 'ar' } {
  return lang === 'ar' ? { dir: 'rtl', lang: 'ar' } : {}
}

const CHOICES: ReadonlyArray<{ lang: ContentLang; label: string }> = [
  { lang: 'en', label: 'English' },
  { lang: 'ar', label: 'العربية' },
]

/**
 * The toggle above a content screen's form: English / العربية. Switching reloads the screen's
 * content in that language (unsaved edits of the other language are left behind, as a reload).
 */
export function LanguageToggle({
  lang,
  onChange,
  disabled,
}: {
  lang: ContentLang
  onChange: (lang: ContentLang) => void
  disabled?: boolean
}) {
  return (
    <HStack gap="3" mb="4" wrap="wrap">
      <Text id="content-language-label" fontWeight="medium" color="gray.700">
        Content language
      </Text>
      <Group attached role="group" aria-labelledby="content-language-label">
        {CHOICES.map((choice) => (
          <Button
            key={choice.lang}
            type="button"
            size="sm"
            variant={choice.lang === lang ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={choice.lang === lang}
            lang={choice.lang}
            disabled={disabled}
            onClick={() => onChange(choice.lang)}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
      {lang === 'ar' && (
        <Text fontSize="sm" color="gray.600" flexBasis="full">
          Editing the Arabic texts. A field left empty shows the English text on the Arabic pages;
          images, videos, dates and links are shared by both languages.
        </Text>
      )}
    </HStack>
  )
}

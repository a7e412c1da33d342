import {
  Box,
  CloseButton,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { useController, type Control } from 'react-hook-form'
import type { z } from 'zod'
import { aboutSaveFieldsSchema, visionPointsSchema, type AboutContent } from '#contract/about'
import { localisedTextListSchema } from '#contract/fields'
import type { ContentLang } from '#contract/lang'
import {
  DEFAULT_OUR_VISION_TITLE,
  DEFAULT_WHO_WE_ARE_TITLE,
  defaultWelcomeTitle,
} from '#contract/about-defaults'
import { ABOUT_SAVED } from '#contract/messages'
import { FormField } from '#web/components/form-field'
import { useLayoutContent } from '#web/components/layout/layout-query'
import { useAdminApi } from '../auth/admin-auth'
import { WithCurrentContent } from '../common/current-content'
import { FileField } from '../common/file-field'
import { optionalFileSchema } from '../common/form-schema'
import { CARD_FRAME, FormSection } from '../common/form-section'
import { langInputProps, LanguageToggle, useContentLang } from '../common/content-language'
import { AddButton } from '../common/list-buttons'
import { multipartBody } from '../common/multipart-body'
import { aboutThrown, saveReplyResult } from '../common/save-messages'
import { ScreenHeader } from '../common/screen-header'
import { PageDraftNotice } from '../common/studio-draft-notice'
import { SubmitRow } from '../common/submit-row'
import { useSaveForm } from '../common/use-save-form'

const CONTENT_QUERY_KEY = ['admin', 'about'] as const

/** The about texts: multipart text fields of the contract, taken as they are. */
const ABOUT_TEXTS = {
  welcomeTitle: true,
  welcomeContent: true,
  whoWeAreTitle: true,
  whoWeAreContent: true,
  ourVisionTitle: true,
} as const
type AboutText = keyof typeof ABOUT_TEXTS

/**
 * The form of POST about.php, from the contract's request schema: its text fields as they are;
 * `visionPoints` as the list the contract parses that JSON part into (trimmed, blanks dropped),
 * since the form holds the list and the body encodes it; and the two image slots
 * (ABOUT_FILE_SLOTS, optional) as the chosen files.
 */
const aboutFormSchema = aboutSaveFieldsSchema.pick(ABOUT_TEXTS).extend({
  visionPoints: visionPointsSchema,
  bannerImage: optionalFileSchema,
  aboutImage: optionalFileSchema,
})
type AboutFormInput = z.input<typeof aboutFormSchema>
type AboutFormValues = z.output<typeof aboutFormSchema>

/**
 * The form in Arabic (ADR 022): a vision point without Arabic is kept as '' in its place, so the
 * Arabic list lines up with the English one (contract/lang.ts, LOCALISED_LIST_RULES).
 */
const aboutArabicFormSchema = aboutFormSchema.extend({ visionPoints: localisedTextListSchema })

/**
 * The current content over the defaults of spec §3: a title never opens blank. In Arabic the
 * defaults are not put in: an empty field is what has no translation yet.
 */
function aboutDefaults(
  current: AboutContent | null,
  companyName: string,
  lang: ContentLang,
): AboutFormInput {
  if (lang !== 'en') {
    return {
      welcomeTitle: current?.welcomeTitle ?? '',
      welcomeContent: current?.welcomeContent ?? '',
      whoWeAreTitle: current?.whoWeAreTitle ?? '',
      whoWeAreContent: current?.whoWeAreContent ?? '',
      ourVisionTitle: current?.ourVisionTitle ?? '',
      visionPoints: current?.visionPoints ?? [],
      bannerImage: null,
      aboutImage: null,
    }
  }
  return {
    welcomeTitle: current?.welcomeTitle || defaultWelcomeTitle(companyName),
    welcomeContent: current?.welcomeContent ?? '',
    whoWeAreTitle: current?.whoWeAreTitle || DEFAULT_WHO_WE_ARE_TITLE,
    whoWeAreContent: current?.whoWeAreContent ?? '',
    ourVisionTitle: current?.ourVisionTitle || DEFAULT_OUR_VISION_TITLE,
    visionPoints: current?.visionPoints ?? [],
    bannerImage: null,
    aboutImage: null,
  }
}

/**
 * /admin/admin-about (spec §2, §4, §5, §8): banner and about images, the welcome, who-we-are
 * and our-vision texts, and the vision points. Opens with the current content; after a save
 * the form keeps its values.
 */
export default function AboutScreen() {
  const api = useAdminApi()
  const { lang, setLang } = useContentLang()
  return (
    <Box maxW="4xl">
      <ScreenHeader title="About Page" description="The content of the public About page." />
      <LanguageToggle lang={lang} onChange={setLang} />
      <PageDraftNotice page="about" lang={lang} />
      <WithCurrentContent
        key={lang}
        queryKey={[...CONTENT_QUERY_KEY, lang]}
        read={() => api.readAbout(lang)}
      >
        {(current) => <AboutForm current={current} lang={lang} />}
      </WithCurrentContent>
    </Box>
  )
}

function AboutForm({ current, lang }: { current: AboutContent | null; lang: ContentLang }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const companyName = useLayoutContent()?.companyName ?? ''
  const { register, control, formState, save, submit } = useSaveForm({
    schema: lang === 'en' ? aboutFormSchema : aboutArabicFormSchema,
    defaultValues: aboutDefaults(current, companyName, lang),
    send: (values, onProgress) => api.saveAbout(multipartBody(values), onProgress, lang),
    outcome: (reply) => saveReplyResult(ABOUT_SAVED, reply),
    thrown: aboutThrown,
    onSaved: async ({ setValue }) => {
      // The texts stay as saved (spec §4); the chosen files are now the current images.
      setValue('bannerImage', null)
      setValue('aboutImage', null)
      await queryClient.invalidateQueries({ queryKey: [...CONTENT_QUERY_KEY, lang] })
    },
  })

  const textField = (name: AboutText, label: string, long = false) => (
    <FormField label={label} error={formState.errors[name]?.message}>
      {(field) =>
        long ? (
          <Textarea {...field} {...register(name)} {...langInputProps(lang)} rows={6} />
        ) : (
          <Input {...field} {...register(name)} {...langInputProps(lang)} />
        )
      }
    </FormField>
  )

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <FormSection title="Banner" {...CARD_FRAME}>
              <FileField
                control={control}
                name="bannerImage"
                label="Banner image"
                kind="image"
                currentUrl={current?.bannerImage}
                disabled={save.saving}
              />
            </FormSection>
            <FormSection title="About image" {...CARD_FRAME}>
              <FileField
                control={control}
                name="aboutImage"
                label="About image"
                kind="image"
                currentUrl={current?.aboutImage}
                disabled={save.saving}
              />
            </FormSection>
          </SimpleGrid>
          <FormSection title="Welcome" {...CARD_FRAME}>
            {textField('welcomeTitle', 'Welcome title')}
            {textField('welcomeContent', 'Welcome content', true)}
          </FormSection>
          <FormSection title="Who we are" {...CARD_FRAME}>
            {textField('whoWeAreTitle', 'Who we are title')}
            {textField('whoWeAreContent', 'Who we are content', true)}
          </FormSection>
          <FormSection title="Our vision" {...CARD_FRAME}>
            {textField('ourVisionTitle', 'Our vision title')}
            <VisionPoints
              control={control}
              lang={lang}
              error={formState.errors.visionPoints?.message}
            />
          </FormSection>
          <SubmitRow label="Save Changes" save={save} />
        </Stack>
      </form>
    </>
  )
}

/**
 * The vision points (spec §2, §5): a point is added by the button or the Enter key, only when
 * non-blank after trimming, and the input is then cleared; each point has its remove button.
 * The input is a draft, not a value of the form: only the list is saved.
 */
function VisionPoints({
  control,
  lang,
  error,
}: {
  control: Control<AboutFormInput, unknown, AboutFormValues>
  lang: ContentLang
  error?: string
}) {
  const { field } = useController({ control, name: 'visionPoints' })
  const points = field.value
  const [draft, setDraft] = useState('')

  function addPoint() {
    const point = draft.trim()
    if (!point) return
    field.onChange([...points, point])
    setDraft('')
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    addPoint()
  }

  return (
    <>
      <FormField
        label="New vision point"
        hint="Press Enter or Add Point to add it to the list."
        error={error}
      >
        {(input) => (
          <HStack w="full">
            <Input
              {...input}
              {...langInputProps(lang)}
              name="newVisionPoint"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={handleKey}
            />
            <AddButton onClick={addPoint}>Add Point</AddButton>
          </HStack>
        )}
      </FormField>
      <Stack as="ul" aria-label="Vision points" listStyleType="none" m="0" gap="2">
        {points.map((point, index) => (
          <HStack
            as="li"
            // In Arabic the point is an input: a key by position keeps its focus while typing.
            key={lang === 'en' ? `${index}-${point}` : index}
            justify="space-between"
            bg="gray.50"
            borderRadius="md"
            ps="3"
            pe="1"
            py="1"
          >
            {lang === 'en' ? (
              <Text>{point}</Text>
            ) : (
              // Each English point's translation, in place: '' is not translated yet.
              <Input
                size="sm"
                bg="white"
                {...langInputProps(lang)}
                aria-label={`Vision point ${index + 1}`}
                placeholder="Not translated yet (the English is shown)"
                value={point}
                onChange={(event) =>
                  field.onChange(
                    points.map((item, at) => (at === index ? event.target.value : item)),
                  )
                }
              />
            )}
            <CloseButton
              size="sm"
              aria-label={`Remove ${point || `vision point ${index + 1}`}`}
              onClick={() => field.onChange(points.filter((_, at) => at !== index))}
            />
          </HStack>
        ))}
        {points.length === 0 && (
          <Text as="li" color="gray.500" fontSize="sm">
            No vision points yet.
          </Text>
        )}
      </Stack>
    </>
  )
}

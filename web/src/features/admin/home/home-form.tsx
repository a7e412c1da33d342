import { Box, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { localisedTextListSchema, textFieldSchema } from '#contract/fields'
import {
  HOME_KEPT_VIDEOS_FIELD,
  HOME_SLOGAN_FIELDS,
  HOME_SUB_SLOGAN_FIELDS,
  HOME_VIDEO_SLOTS,
  homeSaveFieldsSchema,
  testimonialListSchema,
  type HomeEntry,
  type HomeVideoSlot,
} from '#contract/home'
import type { ContentLang } from '#contract/lang'
import { videoUrl } from '#web/api/api-base'
import { FormField } from '#web/components/form-field'
import { useAdminApi } from '../auth/admin-auth'
import { langInputProps } from '../common/content-language'
import { FileField } from '../common/file-field'
import { optionalFileSchema } from '../common/form-schema'
import { CARD_FRAME, FormSection } from '../common/form-section'
import { AddButton, RemoveButton } from '../common/list-buttons'
import { multipartBody } from '../common/multipart-body'
import { SubmitRow } from '../common/submit-row'
import { useSaveForm } from '../common/use-save-form'
import { assertSaved, failureMessage, SAVED_RESULT, homeResult } from './home-messages'

const ORDINALS = ['1', '2', '3'] as const

type HomeText = (typeof HOME_SLOGAN_FIELDS)[number] | (typeof HOME_SUB_SLOGAN_FIELDS)[number]

/**
 * The form of POST home.php, from the contract's request schema: its six slogan texts as they
 * are; `testimonial` as rows (react-hook-form keys a dynamic list by objects) that leave the form
 * as the list the contract parses that JSON part into, trimmed and blanks dropped (spec §5); and
 * the three video slots (HOME_FILE_SLOTS, each optional) as the chosen files.
 */
function homeFormSchemaFor(lang: ContentLang) {
  return (
    homeSaveFieldsSchema
      .omit({ testimonial: true, keptVideos: true, mode: true, lang: true })
      .extend({
        // In Arabic (ADR 022) a row without a translation keeps its place as '', so the Arabic list
        // lines up with the English one (contract/lang.ts, LOCALISED_LIST_RULES).
        testimonial: z
          .array(z.object({ text: textFieldSchema }))
          .transform((rows) => rows.map((row) => row.text))
          .pipe(lang === 'en' ? testimonialListSchema : localisedTextListSchema),
        ...(Object.fromEntries(
          HOME_VIDEO_SLOTS.map((slot) => [slot, optionalFileSchema]),
        ) as Record<HomeVideoSlot, typeof optionalFileSchema>),
        /** The current entry's videos, slot by slot ('' for none): kept where no file is chosen. */
        keptVideos: z.array(z.string()),
      })
      // A chosen file replaces its slot's kept video: the part names only the slots kept.
      .transform((values) => ({
        ...values,
        [HOME_KEPT_VIDEOS_FIELD]: HOME_VIDEO_SLOTS.map((slot, index) =>
          values[slot] ? '' : (values.keptVideos[index] ?? ''),
        ),
      }))
  )
}
type HomeFormInput = z.input<ReturnType<typeof homeFormSchemaFor>>

/**
 * The form's state for a new entry that starts from `current` (issue 14: changing one slogan
 * must not mean typing the whole entry again): its slogans, sub-slogans, testimonials and videos
 * (kept unless replaced or removed). With no entry it is the spec's empty form: every field
 * empty and one blank testimonial row.
 */
export function homeFormValues(
  current: HomeEntry | null | undefined,
  lang: ContentLang = 'en',
): HomeFormInput {
  // In Arabic every testimonial has its row, '' where it has no translation yet.
  const testimonials =
    lang === 'en'
      ? (current?.testimonial.filter((text) => text.trim() !== '') ?? [])
      : (current?.testimonial ?? [])
  const [slogone = '', slogtwo = '', slogthree = ''] = current?.slogen ?? []
  const [slogsubone = '', slogsubtwo = '', slogsubthree = ''] = current?.subslogen ?? []
  return {
    slogone,
    slogtwo,
    slogthree,
    slogsubone,
    slogsubtwo,
    slogsubthree,
    testimonial: testimonials.length > 0 ? testimonials.map((text) => ({ text })) : [{ text: '' }],
    videoone: null,
    videotwo: null,
    videothree: null,
    keptVideos: HOME_VIDEO_SLOTS.map((_, index) => current?.video[index] ?? ''),
  }
}

/**
 * The admin home form (spec §2, §4, §5, §8): three videos (mp4, webm or ogg), three slogans,
 * three sub-slogans and the testimonial list. A save sends the whole new state. The form starts
 * from the current entry (what the page shows: ADR 034), its videos kept unless replaced (the `keptVideos` extension,
 * ADR 005); on success the entries list reloads and the form resets to the new current entry,
 * which is what was just saved (spec §4's 'all fields clear' read for a form that opens with
 * the current entry).
 */
export function HomeForm({
  current,
  reload,
  lang = 'en',
}: {
  current: HomeEntry | null
  /** Reloads the entries; gives the new current entry. */
  reload: () => Promise<HomeEntry | null>
  /** The language of the texts (ADR 022): an Arabic save keeps the English of the entry. */
  lang?: ContentLang
}) {
  const api = useAdminApi()
  const { register, control, formState, save, submit, setValue } = useSaveForm({
    schema: homeFormSchemaFor(lang),
    defaultValues: homeFormValues(current, lang),
    send: (values, onProgress) => api.saveHome(multipartBody(values), onProgress, lang),
    outcome: (reply) => {
      assertSaved(reply)
      return SAVED_RESULT
    },
    thrown: (error) => homeResult(failureMessage(error)),
    onSaved: async ({ reset }) => {
      reset(homeFormValues(await reload(), lang))
    },
  })
  const keptVideos = useWatch({ control, name: 'keptVideos' })
  const testimonials = useFieldArray({ control, name: 'testimonial' })
  const { errors } = formState

  const textField = (name: HomeText, label: string) => (
    <FormField key={name} label={label} error={errors[name]?.message}>
      {(field) => <Input {...field} {...register(name)} {...langInputProps(lang)} />}
    </FormField>
  )

  return (
    <Box as="section" aria-labelledby="home-form-heading" mb="10">
      <form noValidate onSubmit={submit}>
        <Stack gap="6" {...CARD_FRAME}>
          <Heading id="home-form-heading" as="h2" fontSize="xl" color="brand.700">
            New home entry
          </Heading>
          <Text fontSize="sm" color="gray.700" mt="-4">
            {current
              ? 'Starts from the entry shown on the site now: change what you need and submit to publish it as a new entry. Videos are kept unless you replace or remove them.'
              : 'No entry yet: fill in the videos, slogans and testimonials of the home page.'}
          </Text>
          <FormSection title="Videos" level="h3">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {HOME_VIDEO_SLOTS.map((slot, index) => {
                const kept = keptVideos[index] ?? ''
                return (
                  <FileField
                    key={slot}
                    control={control}
                    name={slot}
                    label={`Video ${ORDINALS[index]}`}
                    kind="video"
                    disabled={save.saving}
                    {...(kept
                      ? {
                          currentUrl: videoUrl(kept),
                          currentName: kept,
                          onRemoveCurrent: () =>
                            setValue(`keptVideos.${index}`, '', { shouldDirty: true }),
                        }
                      : {})}
                  />
                )
              })}
            </SimpleGrid>
          </FormSection>
          <FormSection title="Slogans" level="h3">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {HOME_SLOGAN_FIELDS.map((name, index) =>
                textField(name, `Slogan ${ORDINALS[index]}`),
              )}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {HOME_SUB_SLOGAN_FIELDS.map((name, index) =>
                textField(name, `Sub-slogan ${ORDINALS[index]}`),
              )}
            </SimpleGrid>
          </FormSection>
          <FormSection title="Testimonials" level="h3">
            <Stack gap="3">
              {testimonials.fields.map((row, index) => (
                <HStack key={row.id} align="end">
                  <FormField
                    label={`Testimonial ${index + 1}`}
                    error={errors.testimonial?.[index]?.text?.message}
                  >
                    {(field) => (
                      <Input
                        {...field}
                        {...register(`testimonial.${index}.text`)}
                        {...langInputProps(lang)}
                      />
                    )}
                  </FormField>
                  {/* Spec §5: at least one row always stays. */}
                  <RemoveButton
                    name={`Remove testimonial ${index + 1}`}
                    disabled={testimonials.fields.length === 1}
                    onClick={() => testimonials.remove(index)}
                  />
                </HStack>
              ))}
              <Box>
                <AddButton onClick={() => testimonials.append({ text: '' })}>
                  Add Testimonial
                </AddButton>
              </Box>
            </Stack>
          </FormSection>
          <SubmitRow label="Submit" save={save} />
        </Stack>
      </form>
    </Box>
  )
}

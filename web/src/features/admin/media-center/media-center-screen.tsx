import { Box, Fieldset, HStack, Input, Stack, Textarea } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useController, useFieldArray, useWatch } from 'react-hook-form'
import { LIST_MAX_ITEMS, MEDIA_CENTER_MAX_PHOTOS } from '#contract/limits'
import { MEDIA_CENTER_SAVED } from '#contract/messages'
import { FormField } from '#web/components/form-field'
import type { ContentLang } from '#contract/lang'
import type { MediaCenterContent } from '#contract/media-center'
import { useAdminApi } from '../auth/admin-auth'
import { langInputProps, LanguageToggle, useContentLang } from '../common/content-language'
import { WithCurrentContent } from '../common/current-content'
import { FileField } from '../common/file-field'
import { fileProblem } from '../common/file-problem'
import { FormSection, PANEL_FRAME } from '../common/form-section'
import { AddButton, RemoveButton } from '../common/list-buttons'
import { multipartBody } from '../common/multipart-body'
import { MEDIA_CENTER_THREW, saveReplyResult } from '../common/save-messages'
import { ScreenHeader } from '../common/screen-header'
import { PageDraftNotice } from '../common/studio-draft-notice'
import { SubmitRow } from '../common/submit-row'
import { useSaveForm } from '../common/use-save-form'
import {
  NEWS_TOO_LONG,
  emptyNewsItem,
  emptyVideoLink,
  mediaCenterFormSchema,
  mediaCenterFormValues,
  mediaCenterParts,
  newsFits,
} from './media-center-form'
import { PhotoPicker } from './photo-picker'

const PUBLISHED_QUERY_KEY = ['admin', 'media-center'] as const

/**
 * /admin/media-center (spec §2, §4, §5, §8): banner with preview, news items (title, content,
 * date, all required), photos with previews, video links (required http(s) URLs) and
 * 'Save Media Center'. The form opens with what is published now (issue 14): the banner as the
 * current file (then not required), the news, the published photos (kept unless removed) and
 * the links, so changing one item does not mean typing the others again. After a successful
 * save it resets to the newly published state (spec §4's 'initial state', read as the state the
 * screen opens in).
 *
 * Labels, for tests: the banner input is 'Banner Image'; each news item is a fieldset with the
 * legend 'News item N' holding inputs labelled 'Title', 'Content' and 'Date' (so
 * `getByRole('group', { name: 'News item 1' }).getByLabel('Title')`); the photo input is
 * 'Photos'; each video link input is labelled 'Video link N' (1-based). Remove buttons read
 * 'Remove' and are named 'Remove news item N', 'Remove photo N' (published photos first),
 * 'Remove video link N'.
 */
export default function MediaCenterScreen() {
  const api = useAdminApi()
  const { lang, setLang } = useContentLang()
  return (
    <Box>
      <ScreenHeader
        title="Media Center"
        description="The banner, news, photos and video links of the public media center page, as published now."
      />
      <LanguageToggle lang={lang} onChange={setLang} />
      <PageDraftNotice page="media-center" lang={lang} />
      <WithCurrentContent
        key={lang}
        queryKey={[...PUBLISHED_QUERY_KEY, lang]}
        read={() => api.readMediaCenter(lang)}
      >
        {(current) => <MediaCenterForm current={current} lang={lang} />}
      </WithCurrentContent>
    </Box>
  )
}

function MediaCenterForm({
  current,
  lang,
}: {
  current: MediaCenterContent | null
  lang: ContentLang
}) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const [photoNotice, setPhotoNotice] = useState<string | null>(null)
  const queryKey = [...PUBLISHED_QUERY_KEY, lang]
  const { register, control, formState, save, submit } = useSaveForm({
    // The banner is required only while none is published (the schema follows a save).
    schema: mediaCenterFormSchema(Boolean(current?.bannerImage), lang),
    defaultValues: mediaCenterFormValues(current),
    refuse: (values) => (newsFits(values) ? null : { status: 'error', message: NEWS_TOO_LONG }),
    send: (values, onProgress) =>
      api.saveMediaCenter(multipartBody(mediaCenterParts(values)), onProgress, lang),
    outcome: (reply) => saveReplyResult(MEDIA_CENTER_SAVED, reply),
    thrown: () => MEDIA_CENTER_THREW,
    onSaved: async ({ reset }) => {
      // Back to the state the screen opens in: what is published now, that is, what was saved.
      setPhotoNotice(null)
      await queryClient.invalidateQueries({ queryKey })
      reset(
        mediaCenterFormValues(
          queryClient.getQueryData<MediaCenterContent | null>(queryKey) ?? null,
        ),
      )
    },
  })
  const { errors } = formState
  const news = useFieldArray({ control, name: 'news' })
  const links = useFieldArray({ control, name: 'videoLinks' })
  const linkValues = useWatch({ control, name: 'videoLinks' })
  const photos = useController({ control, name: 'photos' }).field
  const kept = useController({ control, name: 'keptPhotos' }).field
  const nextPhotoId = useRef(0)

  /** Adds the picked images that pass the shared file check, up to the gallery's cap. */
  function addPhotos(files: File[]) {
    const problems: string[] = []
    const fine = files.filter((file) => {
      const problem = fileProblem(file, 'image')
      if (problem) problems.push(problem)
      return !problem
    })
    const room = MEDIA_CENTER_MAX_PHOTOS - (kept.value?.length ?? 0) - photos.value.length
    const added = fine.slice(0, Math.max(0, room))
    if (added.length < fine.length) {
      problems.push(
        `At most ${MEDIA_CENTER_MAX_PHOTOS} photos in the gallery: ${fine.length - added.length} left out.`,
      )
    }
    photos.onChange([
      ...photos.value,
      ...added.map((file) => ({ id: nextPhotoId.current++, file })),
    ])
    setPhotoNotice(problems.length > 0 ? problems.join(' ') : null)
  }

  function removePhoto(id: number) {
    photos.onChange(photos.value.filter((photo) => photo.id !== id))
    setPhotoNotice(null)
  }

  function removeKept(url: string) {
    kept.onChange((kept.value ?? []).filter((keptUrl) => keptUrl !== url))
    setPhotoNotice(null)
  }

  return (
    <>
      <form noValidate aria-label="Media center content" onSubmit={submit}>
        <Stack gap="8">
          {/* Unnamed sections: the 'Photos' heading would name a region like the photo input. */}
          <FormSection title="Banner" named={false} {...PANEL_FRAME}>
            <FileField
              control={control}
              name="bannerImage"
              label="Banner Image"
              kind="image"
              currentUrl={current?.bannerImage}
              currentName={uploadedName(current, current?.bannerImage)}
              required={!current?.bannerImage}
            />
          </FormSection>

          <FormSection title="News" named={false} {...PANEL_FRAME}>
            <Stack gap="4">
              {news.fields.map((field, index) => {
                const itemErrors = errors.news?.[index]
                const number = index + 1
                return (
                  <Fieldset.Root
                    key={field.id}
                    borderWidth="1px"
                    borderRadius="lg"
                    bg="white"
                    p="4"
                  >
                    <Fieldset.Legend fontWeight="semibold" ps="1" pe="1">
                      News item {number}
                    </Fieldset.Legend>
                    <Fieldset.Content>
                      <FormField
                        label="Title"
                        error={itemErrors?.title?.message}
                        required={lang === 'en'}
                      >
                        {(control) => (
                          <Input
                            {...control}
                            {...register(`news.${index}.title`)}
                            {...langInputProps(lang)}
                            autoComplete="off"
                          />
                        )}
                      </FormField>
                      <FormField
                        label="Content"
                        error={itemErrors?.content?.message}
                        required={lang === 'en'}
                      >
                        {(control) => (
                          <Textarea
                            {...control}
                            {...register(`news.${index}.content`)}
                            {...langInputProps(lang)}
                            rows={4}
                          />
                        )}
                      </FormField>
                      <FormField label="Date" error={itemErrors?.date?.message} required>
                        {(control) => (
                          <Input
                            {...control}
                            {...register(`news.${index}.date`)}
                            type="date"
                            maxW="xs"
                          />
                        )}
                      </FormField>
                      {news.fields.length > 1 && (
                        <RemoveButton
                          name={`Remove news item ${number}`}
                          size="sm"
                          alignSelf="flex-end"
                          onClick={() => news.remove(index)}
                        />
                      )}
                    </Fieldset.Content>
                  </Fieldset.Root>
                )
              })}
            </Stack>
            <AddButton
              colorPalette="brand"
              alignSelf="flex-start"
              disabled={news.fields.length >= LIST_MAX_ITEMS}
              onClick={() => news.append(emptyNewsItem())}
            >
              Add News
            </AddButton>
          </FormSection>

          <FormSection title="Photos" named={false} {...PANEL_FRAME}>
            <PhotoPicker
              kept={kept.value}
              photos={photos.value}
              onAdd={addPhotos}
              onRemoveKept={removeKept}
              onRemove={removePhoto}
              names={current?.fileNames}
              notice={photoNotice}
              error={errors.photos?.message}
              max={MEDIA_CENTER_MAX_PHOTOS}
            />
          </FormSection>

          <FormSection title="Video Links" named={false} {...PANEL_FRAME}>
            <Stack gap="4">
              {links.fields.map((field, index) => {
                const number = index + 1
                return (
                  <FormField
                    key={field.id}
                    label={`Video link ${number}`}
                    error={errors.videoLinks?.[index]?.url?.message}
                    hint={uploadedVideoHint(current, linkValues[index]?.url)}
                    required
                  >
                    {(control) => (
                      <HStack w="full" align="start" gap="2">
                        <Input
                          {...control}
                          {...register(`videoLinks.${index}.url`)}
                          type="url"
                          inputMode="url"
                          autoComplete="off"
                          placeholder="https://www.youtube.com/watch?v=..."
                        />
                        {links.fields.length > 1 && (
                          <RemoveButton
                            name={`Remove video link ${number}`}
                            flexShrink={0}
                            onClick={() => links.remove(index)}
                          />
                        )}
                      </HStack>
                    )}
                  </FormField>
                )
              })}
            </Stack>
            <AddButton
              colorPalette="brand"
              alignSelf="flex-start"
              disabled={links.fields.length >= LIST_MAX_ITEMS}
              onClick={() => links.append(emptyVideoLink())}
            >
              Add Video Link
            </AddButton>
          </FormSection>

          <SubmitRow label="Save Media Center" save={save} busyLabel={null} size="lg" />
        </Stack>
      </form>
    </>
  )
}

/** The name a published file was uploaded with (the read's `fileNames`, ADR 035), if known. */
function uploadedName(current: MediaCenterContent | null, url: string | undefined) {
  return url ? current?.fileNames?.[url] : undefined
}

/**
 * A video link to a file uploaded to the site reads as a lake URL with a hash for its name: the
 * hint names the file as it was uploaded, so the admin knows which video the link is.
 */
function uploadedVideoHint(current: MediaCenterContent | null, url: string | undefined) {
  const name = uploadedName(current, url?.trim())
  return name ? `Uploaded video: ${name}` : undefined
}

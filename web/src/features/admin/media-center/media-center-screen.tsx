import {
  Box,
  Button,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Stack,
  Textarea,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { LIST_MAX_ITEMS, MEDIA_CENTER_MAX_PHOTOS } from '../../../../../adapters/contract/limits'
import type { UploadProgress } from '../../../api/send-multipart'
import { useAdminApi } from '../auth/admin-auth'
import { useBackendRead } from '../shared/use-backend-read'
import { ImageFileField } from '../shared/image-file-field'
import { ResultAlert, type SaveResult } from '../shared/result-alert'
import { ScreenHeader } from '../shared/screen-header'
import { UploadProgressBar } from '../shared/upload-progress-bar'
import {
  BANNER_REQUIRED,
  NEWS_TOO_LONG,
  SAVE_THREW,
  emptyMediaCenterForm,
  emptyNewsItem,
  emptyVideoLink,
  imageFileProblem,
  mediaCenterFormData,
  mediaCenterFormSchema,
  newsFits,
  saveReplyResult,
  type MediaCenterFormInput,
  type MediaCenterFormValues,
} from './media-center-form'
import { PhotoPicker, type ChosenPhoto } from './photo-picker'
import { PublishedMedia } from './published-media'

const PUBLISHED_QUERY_KEY = ['admin', 'media-center'] as const

/**
 * /admin/media-center (spec §2, §4, §5, §8): banner (required) with preview, news items (title,
 * content, date, all required), photos with previews, video links (required http(s) URLs) and
 * 'Save Media Center'. The form opens empty and, after a successful save, goes back to that
 * initial state (one empty news item, no photos, one empty link, no banner). What is live now is
 * shown read-only above the form.
 *
 * Labels, for tests: the banner input is 'Banner Image'; each news item is a fieldset with the
 * legend 'News item N' holding inputs labelled 'Title', 'Content' and 'Date' (so
 * `getByLabel('Title').nth(i)`, or `getByRole('group', { name: 'News item 1' }).getByLabel('Title')`);
 * the photo input is 'Photos'; each video link input is labelled 'Video link N' (1-based).
 * Remove buttons read 'Remove' and are named 'Remove news item N', 'Remove photo N',
 * 'Remove video link N'.
 */
export default function MediaCenterScreen() {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const { data: published } = useBackendRead(PUBLISHED_QUERY_KEY, api.readMediaCenter)

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MediaCenterFormInput, unknown, MediaCenterFormValues>({
    resolver: zodResolver(mediaCenterFormSchema),
    defaultValues: emptyMediaCenterForm(),
  })
  const news = useFieldArray({ control, name: 'news' })
  const links = useFieldArray({ control, name: 'videoLinks' })

  const [banner, setBanner] = useState<File | null>(null)
  const [bannerError, setBannerError] = useState<string | null>(null)
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [photoNotice, setPhotoNotice] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [result, setResult] = useState<SaveResult | null>(null)

  const bannerRef = useRef<HTMLInputElement>(null)
  const photosRef = useRef<HTMLInputElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const nextPhotoId = useRef(0)
  // A ref, not only state: two quick submits both pass validation before a re-render.
  const savingRef = useRef(false)

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [result])

  /** ImageFileField refuses a file that is not an accepted image; this keeps what it passes. */
  function chooseBanner(file: File | null) {
    setBanner(file)
    setBannerError(null)
  }

  function addPhotos(files: File[]) {
    const problems: string[] = []
    const fine = files.filter((file) => {
      const problem = imageFileProblem(file)
      if (problem) problems.push(problem)
      return !problem
    })
    const kept = fine.slice(0, Math.max(0, MEDIA_CENTER_MAX_PHOTOS - photos.length))
    if (kept.length < fine.length) {
      problems.push(
        `At most ${MEDIA_CENTER_MAX_PHOTOS} photos per save: ${fine.length - kept.length} left out.`,
      )
    }
    const added = kept.map((file) => ({ id: nextPhotoId.current++, file }))
    setPhotos((current) => [...current, ...added])
    setPhotoNotice(problems.length > 0 ? problems.join(' ') : null)
  }

  function removePhoto(id: number) {
    setPhotos((current) => current.filter((photo) => photo.id !== id))
    setPhotoNotice(null)
  }

  /** Back to the initial state, file inputs' DOM values included (spec §4). */
  function resetAll() {
    reset(emptyMediaCenterForm())
    setBanner(null)
    setBannerError(null)
    setPhotos([])
    setPhotoNotice(null)
    if (bannerRef.current) bannerRef.current.value = ''
    if (photosRef.current) photosRef.current.value = ''
  }

  async function save(values: MediaCenterFormValues) {
    if (!banner) {
      setBannerError(BANNER_REQUIRED)
      bannerRef.current?.focus()
      return
    }
    if (!newsFits(values)) {
      setResult({ status: 'error', message: NEWS_TOO_LONG })
      return
    }
    if (savingRef.current) return
    savingRef.current = true
    setSaving(true)
    setResult(null)
    setProgress({ loaded: 0, total: 0 })
    let outcome: SaveResult
    try {
      const form = mediaCenterFormData(
        values,
        banner,
        photos.map((photo) => photo.file),
      )
      outcome = saveReplyResult(await api.saveMediaCenter(form, setProgress))
    } catch {
      outcome = SAVE_THREW
    }
    savingRef.current = false
    setSaving(false)
    setProgress(null)
    setResult(outcome)
    if (outcome.status === 'success') {
      resetAll()
      void queryClient.invalidateQueries({ queryKey: PUBLISHED_QUERY_KEY })
    }
  }

  const submit = handleSubmit(save, () => {
    if (!banner) setBannerError(BANNER_REQUIRED)
  })

  return (
    <Box>
      <ScreenHeader
        title="Media Center"
        description="The banner, news, photos and video links of the public media center page."
      />
      {published && <PublishedMedia content={published} />}
      <Box ref={resultRef}>
        {result && <ResultAlert result={result} onClose={() => setResult(null)} />}
      </Box>
      <form noValidate aria-label="Media center content" onSubmit={submit}>
        <Stack gap="8">
          <Section title="Banner">
            <ImageFileField
              label="Banner Image"
              name="bannerImage"
              file={banner}
              onChange={chooseBanner}
              required
              inputRef={bannerRef}
              error={bannerError}
            />
          </Section>

          <Section title="News">
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
                      <Field.Root required invalid={Boolean(itemErrors?.title)}>
                        <Field.Label>
                          Title
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input {...register(`news.${index}.title`)} autoComplete="off" />
                        <Field.ErrorText>{itemErrors?.title?.message}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root required invalid={Boolean(itemErrors?.content)}>
                        <Field.Label>
                          Content
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Textarea {...register(`news.${index}.content`)} rows={4} />
                        <Field.ErrorText>{itemErrors?.content?.message}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root required invalid={Boolean(itemErrors?.date)}>
                        <Field.Label>
                          Date
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input {...register(`news.${index}.date`)} type="date" maxW="xs" />
                        <Field.ErrorText>{itemErrors?.date?.message}</Field.ErrorText>
                      </Field.Root>
                      {news.fields.length > 1 && (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          alignSelf="flex-end"
                          aria-label={`Remove news item ${number}`}
                          onClick={() => news.remove(index)}
                        >
                          Remove
                        </Button>
                      )}
                    </Fieldset.Content>
                  </Fieldset.Root>
                )
              })}
            </Stack>
            <Button
              type="button"
              variant="outline"
              colorPalette="blue"
              mt="4"
              disabled={news.fields.length >= LIST_MAX_ITEMS}
              onClick={() => news.append(emptyNewsItem())}
            >
              Add News
            </Button>
          </Section>

          <Section title="Photos">
            <PhotoPicker
              photos={photos}
              onAdd={addPhotos}
              onRemove={removePhoto}
              notice={photoNotice}
              max={MEDIA_CENTER_MAX_PHOTOS}
              inputRef={photosRef}
            />
          </Section>

          <Section title="Video Links">
            <Stack gap="4">
              {links.fields.map((field, index) => {
                const linkError = errors.videoLinks?.[index]?.url
                const number = index + 1
                return (
                  <Field.Root key={field.id} required invalid={Boolean(linkError)}>
                    <Field.Label>
                      Video link {number}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <HStack w="full" align="start" gap="2">
                      <Input
                        {...register(`videoLinks.${index}.url`)}
                        type="url"
                        inputMode="url"
                        autoComplete="off"
                        placeholder="https://www.youtube.com/watch?v=..."
                      />
                      {links.fields.length > 1 && (
                        <Button
                          type="button"
                          variant="outline"
                          colorPalette="red"
                          flexShrink={0}
                          aria-label={`Remove video link ${number}`}
                          onClick={() => links.remove(index)}
                        >
                          Remove
                        </Button>
                      )}
                    </HStack>
                    <Field.ErrorText>{linkError?.message}</Field.ErrorText>
                  </Field.Root>
                )
              })}
            </Stack>
            <Button
              type="button"
              variant="outline"
              colorPalette="blue"
              mt="4"
              disabled={links.fields.length >= LIST_MAX_ITEMS}
              onClick={() => links.append(emptyVideoLink())}
            >
              Add Video Link
            </Button>
          </Section>

          <Box>
            <Button
              type="submit"
              colorPalette="blue"
              bg="brand.500"
              size="lg"
              disabled={saving}
              aria-busy={saving || undefined}
            >
              Save Media Center
            </Button>
            <UploadProgressBar progress={progress} />
          </Box>
        </Stack>
      </form>
    </Box>
  )
}

/** One titled part of the form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="gray.50" borderWidth="1px" borderRadius="xl" ps="5" pe="5" py="5">
      <Heading as="h2" fontSize="lg" color="brand.700" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

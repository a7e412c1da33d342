import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Heading } from '@chakra-ui/react'
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import {
  HOME_SLOGAN_FIELDS,
  HOME_SUB_SLOGAN_FIELDS,
  HOME_VIDEO_SLOTS,
} from '../../../../../adapters/contract/home'
import { ACCEPT_ATTRIBUTE } from '../../../../../adapters/contract/limits'
import { useAdminApi } from '../auth/admin-auth'
import { fileProblem } from '../shared/file-problem'
import { ResultAlert } from '../shared/result-alert'
import { SubmitRow } from '../shared/submit-row'
import { useSave } from '../shared/use-save'
import { assertSaved, failureMessage, SAVED_RESULT, homeResult } from './home-messages'

const ORDINALS = ['1', '2', '3'] as const

interface TestimonialRow {
  key: number
  text: string
}

interface HomeFormState {
  videos: (File | null)[]
  slogans: string[]
  subSlogans: string[]
  testimonials: TestimonialRow[]
}

let nextRowKey = 0
const blankRow = (): TestimonialRow => ({ key: nextRowKey++, text: '' })
const emptyForm = (): HomeFormState => ({
  videos: [null, null, null],
  slogans: ['', '', ''],
  subSlogans: ['', '', ''],
  testimonials: [blankRow()],
})

/**
 * The admin home form (spec §2, §4, §5, §8): three videos (mp4, webm or ogg), three slogans,
 * three sub-slogans and the testimonial list. A save sends a new home entry; on success every
 * field clears, one blank testimonial row remains and the entries list reloads.
 */
export function HomeForm({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const api = useAdminApi()
  const [form, setForm] = useState<HomeFormState>(emptyForm)
  const videoInputs = useRef<(HTMLInputElement | null)[]>([])
  const save = useSave()

  const setListItem = (list: 'slogans' | 'subSlogans', index: number) => (value: string) =>
    setForm((previous) => ({
      ...previous,
      [list]: previous[list].map((item, at) => (at === index ? value : item)),
    }))

  const setVideo = (index: number, file: File | null) =>
    setForm((previous) => ({
      ...previous,
      videos: previous.videos.map((item, at) => (at === index ? file : item)),
    }))

  const setTestimonial = (key: number, text: string) =>
    setForm((previous) => ({
      ...previous,
      testimonials: previous.testimonials.map((row) => (row.key === key ? { key, text } : row)),
    }))

  const addTestimonial = () =>
    setForm((previous) => ({ ...previous, testimonials: [...previous.testimonials, blankRow()] }))

  /** Spec §5: at least one row always stays (the button is disabled on the last one). */
  const removeTestimonial = (key: number) =>
    setForm((previous) =>
      previous.testimonials.length > 1
        ? { ...previous, testimonials: previous.testimonials.filter((row) => row.key !== key) }
        : previous,
    )

  function formData(): FormData {
    const body = new FormData()
    HOME_VIDEO_SLOTS.forEach((slot, index) => {
      const file = form.videos[index]
      if (file) body.append(slot, file, file.name)
    })
    HOME_SLOGAN_FIELDS.forEach((field, index) => body.append(field, form.slogans[index] ?? ''))
    HOME_SUB_SLOGAN_FIELDS.forEach((field, index) =>
      body.append(field, form.subSlogans[index] ?? ''),
    )
    // Spec §5: blank testimonials are dropped on submit.
    const testimonials = form.testimonials.map((row) => row.text.trim()).filter(Boolean)
    body.append('testimonial', JSON.stringify(testimonials))
    return body
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = formData()
    const outcome = await save.run(async (onProgress) => {
      try {
        assertSaved(await api.saveHome(body, onProgress))
        return SAVED_RESULT
      } catch (error) {
        return homeResult(failureMessage(error))
      }
    })
    if (outcome.status === 'success') {
      setForm(emptyForm())
      videoInputs.current.forEach((input) => {
        if (input) input.value = ''
      })
      await onSaved()
    }
  }

  return (
    <Box as="section" aria-labelledby="home-form-heading" mb="10">
      {save.result && <ResultAlert result={save.result} onClose={save.dismiss} />}
      <form onSubmit={handleSubmit}>
        <Stack gap="6" bg="white" p={{ base: '4', md: '6' }} borderRadius="xl" borderWidth="1px">
          <Heading id="home-form-heading" as="h2" fontSize="xl" color="brand.700">
            New home content
          </Heading>
          <FormGroup title="Videos">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {HOME_VIDEO_SLOTS.map((slot, index) => (
                <VideoInput
                  key={slot}
                  label={`Video ${ORDINALS[index]}`}
                  name={slot}
                  disabled={save.saving}
                  inputRef={(input) => {
                    videoInputs.current[index] = input
                  }}
                  onChange={(file) => setVideo(index, file)}
                />
              ))}
            </SimpleGrid>
          </FormGroup>
          <FormGroup title="Slogans">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {HOME_SLOGAN_FIELDS.map((field, index) => (
                <TextField
                  key={field}
                  label={`Slogan ${ORDINALS[index]}`}
                  name={field}
                  value={form.slogans[index] ?? ''}
                  onChange={setListItem('slogans', index)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {HOME_SUB_SLOGAN_FIELDS.map((field, index) => (
                <TextField
                  key={field}
                  label={`Sub-slogan ${ORDINALS[index]}`}
                  name={field}
                  value={form.subSlogans[index] ?? ''}
                  onChange={setListItem('subSlogans', index)}
                />
              ))}
            </SimpleGrid>
          </FormGroup>
          <FormGroup title="Testimonials">
            <Stack gap="3">
              {form.testimonials.map((row, index) => (
                <HStack key={row.key} align="end">
                  <TextField
                    label={`Testimonial ${index + 1}`}
                    name="testimonial[]"
                    value={row.text}
                    onChange={(text) => setTestimonial(row.key, text)}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Remove testimonial ${index + 1}`}
                    disabled={form.testimonials.length === 1}
                    onClick={() => removeTestimonial(row.key)}
                  >
                    Remove
                  </Button>
                </HStack>
              ))}
              <Box>
                <Button type="button" variant="outline" onClick={addTestimonial}>
                  Add Testimonial
                </Button>
              </Box>
            </Stack>
          </FormGroup>
          <SubmitRow label="Submit" saving={save.saving} progress={save.progress} />
        </Stack>
      </form>
    </Box>
  )
}

function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading id={headingId} as="h3" fontSize="md" color="gray.700">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function TextField(props: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field.Root>
  )
}

/** One video slot (spec §5: mp4, webm or ogg only); another file is refused with the reason. */
function VideoInput(props: {
  label: string
  name: string
  disabled: boolean
  inputRef: (input: HTMLInputElement | null) => void
  onChange: (file: File | null) => void
}) {
  const hintId = useId()
  const [refusal, setRefusal] = useState<string | null>(null)

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null
    const problem = file ? fileProblem(file, 'video') : null
    setRefusal(problem)
    if (problem) event.currentTarget.value = ''
    props.onChange(problem ? null : file)
  }

  return (
    <Field.Root disabled={props.disabled} invalid={Boolean(refusal)}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        ref={props.inputRef}
        type="file"
        name={props.name}
        accept={ACCEPT_ATTRIBUTE.video}
        aria-describedby={hintId}
        p="1"
        onChange={handleChange}
      />
      <Field.HelperText id={hintId}>MP4, WebM or Ogg video.</Field.HelperText>
      {refusal && <Field.ErrorText>{refusal}</Field.ErrorText>}
    </Field.Root>
  )
}

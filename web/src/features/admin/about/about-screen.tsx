import {
  Box,
  Button,
  CloseButton,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { AboutContent } from '../../../../../adapters/contract/about'
import { ABOUT_SAVED, errorMessage } from '../../../../../adapters/contract/messages'
import { useLayoutContent } from '../../../components/layout/layout-query'
import { useAdminApi } from '../auth/admin-auth'
import { useBackendRead } from '../shared/use-backend-read'
import { ImageFileField } from '../shared/image-file-field'
import { ResultAlert } from '../shared/result-alert'
import { aboutSaveResult, thrownMessage } from '../shared/save-messages'
import { ScreenHeader } from '../shared/screen-header'
import { SubmitRow } from '../shared/submit-row'
import { useSave } from '../shared/use-save'

const CONTENT_QUERY_KEY = ['admin', 'about'] as const

type AboutTexts = Omit<AboutContent, 'bannerImage' | 'aboutImage'>

/** Spec §3: the about texts' defaults (the welcome heading names the company). */
function defaultTexts(companyName: string): AboutTexts {
  return {
    welcomeTitle: `Welcome to ${companyName}`.trim(),
    welcomeContent: '',
    whoWeAreTitle: 'WHO WE ARE',
    whoWeAreContent: '',
    ourVisionTitle: 'OUR VISION',
    visionPoints: [],
  }
}

/** The current content over the defaults: a title never opens blank. */
function textsOf(current: AboutContent, defaults: AboutTexts): AboutTexts {
  return {
    welcomeTitle: current.welcomeTitle || defaults.welcomeTitle,
    welcomeContent: current.welcomeContent,
    whoWeAreTitle: current.whoWeAreTitle || defaults.whoWeAreTitle,
    whoWeAreContent: current.whoWeAreContent,
    ourVisionTitle: current.ourVisionTitle || defaults.ourVisionTitle,
    visionPoints: current.visionPoints,
  }
}

/**
 * /admin/admin-about (spec §2, §4, §5, §8): banner and about images, the welcome, who-we-are
 * and our-vision texts, and the vision points. Opens with the current content; after a save
 * the form keeps its values.
 */
export default function AboutScreen() {
  const api = useAdminApi()
  const content = useBackendRead(CONTENT_QUERY_KEY, api.readAbout)
  return (
    <Box maxW="4xl">
      <ScreenHeader title="About Page" description="The content of the public About page." />
      {/* The form opens once the current content is read, so nothing typed is overwritten. */}
      {content.isPending ? (
        <Spinner color="brand.500" aria-label="Loading the current content" />
      ) : (
        <AboutForm current={content.data ?? null} />
      )}
    </Box>
  )
}

function AboutForm({ current }: { current: AboutContent | null }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const layout = useLayoutContent()
  const [texts, setTexts] = useState<AboutTexts>(() => {
    const defaults = defaultTexts(layout?.companyName ?? '')
    return current ? textsOf(current, defaults) : defaults
  })
  const [banner, setBanner] = useState<File | null>(null)
  const [aboutImage, setAboutImage] = useState<File | null>(null)
  const [newPoint, setNewPoint] = useState('')
  const bannerInput = useRef<HTMLInputElement>(null)
  const aboutInput = useRef<HTMLInputElement>(null)
  const save = useSave()

  const setText = (name: keyof Omit<AboutTexts, 'visionPoints'>) => (value: string) =>
    setTexts((previous) => ({ ...previous, [name]: value }))

  /** Spec §5: added only when non-blank after trimming; the input is cleared. */
  function addPoint() {
    const point = newPoint.trim()
    if (!point) return
    setTexts((previous) => ({ ...previous, visionPoints: [...previous.visionPoints, point] }))
    setNewPoint('')
  }

  function handlePointKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    addPoint()
  }

  const removePoint = (index: number) =>
    setTexts((previous) => ({
      ...previous,
      visionPoints: previous.visionPoints.filter((_, at) => at !== index),
    }))

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData()
    if (banner) form.append('bannerImage', banner, banner.name)
    if (aboutImage) form.append('aboutImage', aboutImage, aboutImage.name)
    form.append('welcomeTitle', texts.welcomeTitle)
    form.append('welcomeContent', texts.welcomeContent)
    form.append('whoWeAreTitle', texts.whoWeAreTitle)
    form.append('whoWeAreContent', texts.whoWeAreContent)
    form.append('ourVisionTitle', texts.ourVisionTitle)
    form.append('visionPoints', JSON.stringify(texts.visionPoints))
    const outcome = await save.run(async (onProgress) => {
      try {
        return aboutSaveResult(ABOUT_SAVED, await api.saveAbout(form, onProgress))
      } catch (error) {
        return { status: 'error', message: errorMessage(thrownMessage(error) || 'Failed to fetch') }
      }
    })
    if (outcome.status === 'success') {
      // The texts stay as saved (spec §4); the chosen files are now the current images.
      setBanner(null)
      setAboutImage(null)
      if (bannerInput.current) bannerInput.current.value = ''
      if (aboutInput.current) aboutInput.current.value = ''
      await queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY })
    }
  }

  return (
    <>
      {save.result && <ResultAlert result={save.result} onClose={save.dismiss} />}
      <form onSubmit={handleSubmit}>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Card title="Banner">
              <ImageFileField
                label="Banner image"
                name="bannerImage"
                file={banner}
                onChange={setBanner}
                currentUrl={current?.bannerImage}
                inputRef={bannerInput}
                disabled={save.saving}
              />
            </Card>
            <Card title="About image">
              <ImageFileField
                label="About image"
                name="aboutImage"
                file={aboutImage}
                onChange={setAboutImage}
                currentUrl={current?.aboutImage}
                inputRef={aboutInput}
                disabled={save.saving}
              />
            </Card>
          </SimpleGrid>
          <Card title="Welcome">
            <TextInput
              label="Welcome title"
              name="welcomeTitle"
              value={texts.welcomeTitle}
              onChange={setText('welcomeTitle')}
            />
            <LongTextInput
              label="Welcome content"
              name="welcomeContent"
              value={texts.welcomeContent}
              onChange={setText('welcomeContent')}
            />
          </Card>
          <Card title="Who we are">
            <TextInput
              label="Who we are title"
              name="whoWeAreTitle"
              value={texts.whoWeAreTitle}
              onChange={setText('whoWeAreTitle')}
            />
            <LongTextInput
              label="Who we are content"
              name="whoWeAreContent"
              value={texts.whoWeAreContent}
              onChange={setText('whoWeAreContent')}
            />
          </Card>
          <Card title="Our vision">
            <TextInput
              label="Our vision title"
              name="ourVisionTitle"
              value={texts.ourVisionTitle}
              onChange={setText('ourVisionTitle')}
            />
            <Field.Root>
              <Field.Label>New vision point</Field.Label>
              <HStack w="full">
                <Input
                  name="newVisionPoint"
                  value={newPoint}
                  onChange={(event) => setNewPoint(event.target.value)}
                  onKeyDown={handlePointKey}
                />
                <Button type="button" variant="outline" onClick={addPoint}>
                  Add Point
                </Button>
              </HStack>
              <Field.HelperText>Press Enter or Add Point to add it to the list.</Field.HelperText>
            </Field.Root>
            <Stack as="ul" aria-label="Vision points" listStyleType="none" m="0" gap="2">
              {texts.visionPoints.map((point, index) => (
                <HStack
                  as="li"
                  key={`${index}-${point}`}
                  justify="space-between"
                  bg="gray.50"
                  borderRadius="md"
                  ps="3"
                  pe="1"
                  py="1"
                >
                  <Text>{point}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${point}`}
                    onClick={() => removePoint(index)}
                  />
                </HStack>
              ))}
              {texts.visionPoints.length === 0 && (
                <Text as="li" color="gray.500" fontSize="sm">
                  No vision points yet.
                </Text>
              )}
            </Stack>
          </Card>
          <SubmitRow label="Save Changes" saving={save.saving} progress={save.progress} />
        </Stack>
      </form>
    </>
  )
}

/** One card of the form: a titled section. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      bg="white"
      p={{ base: '4', md: '6' }}
      borderRadius="xl"
      borderWidth="1px"
    >
      <Heading id={headingId} as="h2" fontSize="lg" color="brand.700">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

interface TextInputProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
}

function TextInput({ label, name, value, onChange }: TextInputProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  )
}

function LongTextInput({ label, name, value, onChange }: TextInputProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={name}
        rows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  )
}

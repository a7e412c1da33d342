import { Button, chakra, CloseButton, Link, Text } from '@chakra-ui/react'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { usePrefersReducedMotion } from '#web/components/use-browser-state'
import { useLang } from '#web/lib/locale'
import { useText, type TranslateText } from '#web/lib/ui-text'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  ACCEPT_ATTRIBUTE,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '#contract/limits'
import { APPLICATION_FAILED } from '#contract/messages'
import { applicationFormData, sendApplication } from '../careers-api'
import { Honeypot, useAbuseControls } from './abuse-controls'
import { FileField } from './file-field'
import {
  careerEducationOptions,
  careerExperienceOptions,
  careerLocationOptions,
  careerPositionOptions,
} from '../form-options'
import {
  careersFormSchema,
  emptyCareersForm,
  RESUME_HINT,
  type CareersFormInput,
  type CareersFormValues,
} from '../form-schemas'
import { FormField } from '#web/components/form-field'
import {
  bindFields,
  FieldGrid,
  PersonFields,
  SelectField,
  submitButtonStyle,
  TextareaField,
} from './form-fields'

/** The application's choices in the form's order (spec §3, §5), in the page's language. */
const choicesIn = (text: TranslateText) =>
  [
    {
      name: 'position',
      label: text('Position'),
      placeholder: text('Select a position'),
      options: careerPositionOptions,
      required: true,
    },
    {
      name: 'experience',
      label: text('Experience'),
      placeholder: text('Select your experience'),
      options: careerExperienceOptions,
      required: true,
    },
    {
      name: 'education',
      label: text('Education'),
      placeholder: text('Select your education'),
      options: careerEducationOptions,
    },
    {
      name: 'location',
      label: text('Location'),
      placeholder: text('Select a location'),
      options: careerLocationOptions,
      required: true,
    },
  ] as const

/** Spec §9: the result alert hides after 5000 ms. */
export const RESULT_ALERT_MS = 5000

interface SubmitResult {
  status: 'success' | 'danger'
  message: string
}

/**
 * The 'Join Our Team' application (spec §4, §5, §8): a multipart POST to careers.php with the
 * résumé file and the abuse controls (a honeypot, the time the form was open). While it is sent every control is disabled and the button says 'Submitting...';
 * the result shows in an alert above the form for 5 s (or until dismissed). A success clears
 * the form and the file input.
 */
export function CareersForm({ careersEmail }: { careersEmail: string }) {
  const text = useText()
  const lang = useLang()
  const [result, setResult] = useState<SubmitResult | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const { honeypot, controls } = useAbuseControls()
  const form = useForm<CareersFormInput, unknown, CareersFormValues>({
    resolver: zodResolver(careersFormSchema),
    defaultValues: emptyCareersForm,
  })
  const { errors, isSubmitting } = form.formState
  const field = bindFields(form)

  // Each new result restarts the 5 s; dismissing or a new submit clears it at once.
  useEffect(() => {
    if (!result) return
    alertRef.current?.scrollIntoView({
      block: 'nearest',
      behavior: reducedMotion ? 'auto' : 'smooth',
    })
    const timer = window.setTimeout(() => setResult(null), RESULT_ALERT_MS)
    return () => window.clearTimeout(timer)
  }, [result, reducedMotion])

  const submit = async (values: CareersFormValues) => {
    setResult(null)
    try {
      const message = await sendApplication(applicationFormData(values, controls(), lang), lang)
      form.reset(emptyCareersForm)
      if (fileInput.current) fileInput.current.value = ''
      setResult({ status: 'success', message })
    } catch (error) {
      const message = (error instanceof Error && error.message) || APPLICATION_FAILED
      console.error('Error submitting application:', message)
      setResult({ status: 'danger', message })
    }
  }

  const disabled = isSubmitting
  // The prompt's wording around the mailbox link, which Arabic word order may place elsewhere.
  const emailPrompt = text('You can also email your application directly to {email}.').split(
    '{email}',
  )
  return (
    <>
      {result && (
        // The look of Chakra's Alert (subtle, md) on plain elements: the form's only use of it.
        <chakra.div
          ref={alertRef}
          role={result.status === 'success' ? 'status' : 'alert'}
          data-testid="careers-result"
          data-variant={result.status}
          display="flex"
          alignItems="flex-start"
          gap="3"
          width="full"
          px="4"
          py="4"
          mb="8"
          borderRadius="l3"
          textStyle="sm"
          colorPalette={result.status === 'success' ? 'green' : 'red'}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          scrollMarginTop="120px"
        >
          <chakra.span display="inline-flex" flexShrink="0" boxSize="5" aria-hidden="true">
            {result.status === 'success' ? (
              <CircleCheck size="100%" />
            ) : (
              <CircleAlert size="100%" />
            )}
          </chakra.span>
          <chakra.div flex="1" display="flex" flexDirection="column" gap="1">
            {/* Ours or the server's (spec §8 English): shown in the page's language if known. */}
            <chakra.p>{text(result.message)}</chakra.p>
            {result.status === 'danger' && careersEmail && (
              <Text mt="2">
                {emailPrompt[0]}
                <Link
                  href={`mailto:${careersEmail}`}
                  fontWeight="semibold"
                  textDecoration="underline"
                >
                  <bdi dir="ltr">{careersEmail}</bdi>
                </Link>
                {emailPrompt[1]}
              </Text>
            )}
          </chakra.div>
          <CloseButton
            aria-label={text('Dismiss')}
            size="sm"
            mt="-1"
            me="-1"
            onClick={() => setResult(null)}
          />
        </chakra.div>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-label={text('Job application')}
        aria-busy={isSubmitting}
      >
        <Honeypot ref={honeypot} />
        <FieldGrid>
          <PersonFields
            name={field('fullname')}
            email={field('email')}
            phone={field('phone')}
            disabled={disabled}
            maxLength={{ name: NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, phone: PHONE_MAX_LENGTH }}
          />
          {choicesIn(text).map(({ name, ...select }) => (
            <SelectField key={name} disabled={disabled} {...field(name)} {...select} />
          ))}
          <FormField
            label={text('Resume')}
            hint={RESUME_HINT}
            error={errors.resume?.message}
            required
            disabled={disabled}
          >
            {(props) => (
              <Controller
                control={form.control}
                name="resume"
                render={({ field: resume }) => (
                  <FileField
                    control={props}
                    name={resume.name}
                    accept={ACCEPT_ATTRIBUTE.resume}
                    file={resume.value}
                    onBlur={resume.onBlur}
                    onChange={resume.onChange}
                    inputRef={(element) => {
                      fileInput.current = element
                      resume.ref(element)
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </FieldGrid>
        <TextareaField
          label={text('Cover Letter')}
          disabled={disabled}
          {...field('coverletter')}
          rows={6}
        />
        <Button {...submitButtonStyle} loading={isSubmitting} loadingText={text('Submitting...')}>
          {text('Submit Application')}
        </Button>
      </form>
    </>
  )
}

import { Box, Button, chakra, CloseButton, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { usePrefersReducedMotion } from '../../../components/use-browser-state'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  ACCEPT_ATTRIBUTE,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../../../../../adapters/contract/limits'
import { APPLICATION_FAILED } from '../../../../../adapters/contract/messages'
import { applicationFormData, sendApplication } from '../careers-api'
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
import { PlainInput } from '../../../components/plain-controls'
import { FormField } from '../../../components/form-field'
import { PlainTextarea } from './plain-textarea'
import { SelectControl } from './select-control'

/** Spec §9: the result alert hides after 5000 ms. */
export const RESULT_ALERT_MS = 5000

interface SubmitResult {
  status: 'success' | 'danger'
  message: string
}

/**
 * The 'Join Our Team' application (spec §4, §5, §8): a multipart POST to careers.php with the
 * résumé file. While it is sent every control is disabled and the button says 'Submitting...';
 * the result shows in an alert above the form for 5 s (or until dismissed). A success clears
 * the form and the file input.
 */
export function CareersForm({ careersEmail }: { careersEmail: string }) {
  const [result, setResult] = useState<SubmitResult | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CareersFormInput, unknown, CareersFormValues>({
    resolver: zodResolver(careersFormSchema),
    defaultValues: emptyCareersForm,
  })

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
      const message = await sendApplication(applicationFormData(values))
      reset(emptyCareersForm)
      if (fileInput.current) fileInput.current.value = ''
      setResult({ status: 'success', message })
    } catch (error) {
      const message = (error instanceof Error && error.message) || APPLICATION_FAILED
      console.error('Error submitting application:', message)
      setResult({ status: 'danger', message })
    }
  }

  const disabled = isSubmitting
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
            <chakra.p>{result.message}</chakra.p>
            {result.status === 'danger' && careersEmail && (
              <Text mt="2">
                You can also email your application directly to{' '}
                <Link
                  href={`mailto:${careersEmail}`}
                  fontWeight="semibold"
                  textDecoration="underline"
                >
                  {careersEmail}
                </Link>
                .
              </Text>
            )}
          </chakra.div>
          <CloseButton
            aria-label="Dismiss"
            size="sm"
            mt="-1"
            me="-1"
            onClick={() => setResult(null)}
          />
        </chakra.div>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-label="Job application"
        aria-busy={isSubmitting}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label="Full Name"
            error={errors.fullname?.message}
            required
            disabled={disabled}
          >
            {(props) => (
              <PlainInput
                {...props}
                {...register('fullname')}
                autoComplete="name"
                maxLength={NAME_MAX_LENGTH}
              />
            )}
          </FormField>
          <FormField label="Email" error={errors.email?.message} required disabled={disabled}>
            {(props) => (
              <PlainInput
                {...props}
                {...register('email')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
              />
            )}
          </FormField>
          <FormField label="Phone" error={errors.phone?.message} required disabled={disabled}>
            {(props) => (
              <PlainInput
                {...props}
                {...register('phone')}
                type="tel"
                autoComplete="tel"
                maxLength={PHONE_MAX_LENGTH}
              />
            )}
          </FormField>
          <FormField label="Position" error={errors.position?.message} required disabled={disabled}>
            {(props) => (
              <SelectControl
                {...props}
                {...register('position')}
                placeholder="Select a position"
                options={careerPositionOptions}
              />
            )}
          </FormField>
          <FormField
            label="Experience"
            error={errors.experience?.message}
            required
            disabled={disabled}
          >
            {(props) => (
              <SelectControl
                {...props}
                {...register('experience')}
                placeholder="Select your experience"
                options={careerExperienceOptions}
              />
            )}
          </FormField>
          <FormField label="Education" error={errors.education?.message} disabled={disabled}>
            {(props) => (
              <SelectControl
                {...props}
                {...register('education')}
                placeholder="Select your education"
                options={careerEducationOptions}
              />
            )}
          </FormField>
          <FormField label="Location" error={errors.location?.message} required disabled={disabled}>
            {(props) => (
              <SelectControl
                {...props}
                {...register('location')}
                placeholder="Select a location"
                options={careerLocationOptions}
              />
            )}
          </FormField>
          <FormField
            label="Resume"
            hint={RESUME_HINT}
            error={errors.resume?.message}
            required
            disabled={disabled}
          >
            {(props) => (
              <Controller
                control={control}
                name="resume"
                render={({ field }) => (
                  <PlainInput
                    {...props}
                    type="file"
                    name={field.name}
                    accept={ACCEPT_ATTRIBUTE.resume}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    ref={(element) => {
                      fileInput.current = element
                      field.ref(element)
                    }}
                    p="1.5"
                    css={{
                      '&::file-selector-button': {
                        border: 'none',
                        borderRadius: 'sm',
                        background: 'gray.100',
                        paddingInline: '3',
                        marginInlineEnd: '3',
                        cursor: 'pointer',
                      },
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </SimpleGrid>
        <Box mt="5">
          <FormField label="Cover Letter" error={errors.coverletter?.message} disabled={disabled}>
            {(props) => <PlainTextarea {...props} {...register('coverletter')} rows={6} />}
          </FormField>
        </Box>
        <Button
          type="submit"
          mt="8"
          size="lg"
          bg="brand.500"
          color="white"
          _hover={{ bg: 'brand.600' }}
          loading={isSubmitting}
          loadingText="Submitting..."
        >
          Submit Application
        </Button>
      </form>
    </>
  )
}

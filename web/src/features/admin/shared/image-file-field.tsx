import { Box, Field, Image, Input, Text } from '@chakra-ui/react'
import { useId, useState, type ChangeEvent, type Ref } from 'react'
import { ACCEPT_ATTRIBUTE } from '../../../../../adapters/contract/limits'
import { fileProblem } from './file-problem'
import { useObjectUrl } from './use-object-url'

export interface ImageFileFieldProps {
  label: string
  name: string
  file: File | null
  onChange: (file: File | null) => void
  /** The image the content has now, shown until another is chosen. */
  currentUrl?: string
  required?: boolean
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
  /** A problem the screen found (e.g. a required banner left out). */
  error?: string | null
}

/**
 * One image upload with a visible label, what it accepts, and a preview (spec §2, §5). A file
 * that is not an accepted image, is empty or is over the cap is refused here with the reason,
 * and the input is emptied.
 */
export function ImageFileField(props: ImageFileFieldProps) {
  const preview = useObjectUrl(props.file)
  const hintId = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const shown = preview ?? props.currentUrl
  const error = refusal ?? props.error ?? null

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null
    const problem = file ? fileProblem(file, 'image') : null
    setRefusal(problem)
    if (problem) event.currentTarget.value = ''
    props.onChange(problem ? null : file)
  }

  return (
    <Field.Root required={props.required} disabled={props.disabled} invalid={Boolean(error)}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        ref={props.inputRef}
        type="file"
        name={props.name}
        accept={ACCEPT_ATTRIBUTE.image}
        required={props.required}
        aria-describedby={hintId}
        p="1"
        onChange={handleChange}
      />
      <Field.HelperText id={hintId}>Images only: JPEG, PNG, WebP or GIF.</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {shown && (
        <Box mt="2">
          <Image
            src={shown}
            alt={
              preview
                ? `Preview of the chosen ${props.label.toLowerCase()}`
                : `Current ${props.label.toLowerCase()}`
            }
            maxH="160px"
            borderRadius="md"
            borderWidth="1px"
          />
          {!preview && (
            <Text fontSize="xs" color="gray.600" mt="1">
              Current image. Choose a file to replace it.
            </Text>
          )}
        </Box>
      )}
    </Field.Root>
  )
}

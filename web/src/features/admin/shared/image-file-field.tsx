import { Box, Field, Image, Input, Text } from '@chakra-ui/react'
import { useId, type Ref } from 'react'
import { ACCEPT_ATTRIBUTE } from '../../../../../adapters/contract/limits'
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
}

/** One image upload with a visible label, what it accepts, and a preview (spec §2, §5). */
export function ImageFileField(props: ImageFileFieldProps) {
  const preview = useObjectUrl(props.file)
  const hintId = useId()
  const shown = preview ?? props.currentUrl
  return (
    <Field.Root required={props.required} disabled={props.disabled}>
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
        onChange={(event) => props.onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <Field.HelperText id={hintId}>Images only: JPEG, PNG, WebP or GIF.</Field.HelperText>
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

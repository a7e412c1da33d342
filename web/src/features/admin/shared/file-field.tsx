import { Box, Image, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { ACCEPT_ATTRIBUTE } from '#contract/limits'
import { FormField } from '#web/components/form-field'
import { FILE_HINT, fileProblem, type AdminFileKind } from './file-problem'
import { useObjectUrl } from './use-object-url'

export interface FileFieldProps<T extends FieldValues, Output> {
  control: Control<T, unknown, Output>
  /** The form value: the chosen `File`, or null. */
  name: FieldPathByValue<T, File | null>
  label: string
  kind: AdminFileKind
  /** The image the content has now, shown until another is chosen (images only). */
  currentUrl?: string
  required?: boolean
  disabled?: boolean
}

/**
 * One upload slot of an admin form (spec §2, §5): the labelled file input with what it accepts,
 * the form's error, and for an image a preview (of the chosen file, else of the current image).
 * A file that is not of the slot's kind, is empty or is over the cap is refused here with the
 * reason, and the input is emptied; the form's value stays null.
 */
export function FileField<T extends FieldValues, Output>(props: FileFieldProps<T, Output>) {
  const { field, fieldState } = useController({
    control: props.control,
    name: props.name as FieldPath<T>,
  })
  const file = (field.value as File | null | undefined) ?? null
  const input = useRef<HTMLInputElement | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const preview = useObjectUrl(props.kind === 'image' ? file : null)
  const shown = props.kind === 'image' ? (preview ?? props.currentUrl) : undefined

  // A reset (after a save) empties the value; the input would still name the old file.
  useEffect(() => {
    if (!file && input.current) input.current.value = ''
  }, [file])

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    const problem = chosen ? fileProblem(chosen, props.kind) : null
    setRefusal(problem)
    if (problem) event.currentTarget.value = ''
    field.onChange(problem ? null : chosen)
  }

  const label = props.label.toLowerCase()
  return (
    <Stack gap="2" w="full">
      <FormField
        label={props.label}
        required={props.required}
        disabled={props.disabled}
        hint={FILE_HINT[props.kind]}
        error={refusal ?? fieldState.error?.message}
      >
        {(control) => (
          <Input
            {...control}
            ref={(element) => {
              input.current = element
              field.ref(element)
            }}
            type="file"
            name={field.name}
            accept={ACCEPT_ATTRIBUTE[props.kind]}
            p="1"
            onBlur={field.onBlur}
            onChange={handleChange}
          />
        )}
      </FormField>
      {shown && (
        <Box>
          <Image
            src={shown}
            alt={preview ? `Preview of the chosen ${label}` : `Current ${label}`}
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
    </Stack>
  )
}

import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { ACCEPT_ATTRIBUTE } from '#contract/limits'
import { FormField } from '#web/components/form-field'
import { DropZone } from './drop-zone'
import { chosenFileInfo, usePublishedFileInfo } from './file-info'
import { FILE_HINT, fileProblem, type AdminFileKind } from './file-problem'
import { FilePreview } from './file-preview'
import { useObjectUrl } from './use-object-url'

export interface FileFieldProps<T extends FieldValues, Output> {
  control: Control<T, unknown, Output>
  /** The form value: the chosen `File`, or null. */
  name: FieldPathByValue<T, File | null>
  label: string
  kind: AdminFileKind
  /** The published file (an image or video URL), shown until another is chosen. */
  currentUrl?: string
  /** Its name when the URL does not end in it (home videos: the list's file name). */
  currentName?: string
  /** Offered as 'Remove' on the published file when the slot may be emptied (home videos). */
  onRemoveCurrent?: () => void
  required?: boolean
  disabled?: boolean
}

/**
 * One upload slot of an admin form (spec §2, §5) as a drop zone (issue 14): drop a file on it,
 * click it, or Tab to it and press Enter or Space. It shows the chosen file, or else the
 * published one, with a preview (image thumbnail or video frame), name, size and type, and a
 * Remove button (the chosen file: back to the published one). A file that is not of the slot's
 * kind, is empty or is over the cap is refused here with the reason; the value stays as it was.
 */
export function FileField<T extends FieldValues, Output>(props: FileFieldProps<T, Output>) {
  const { field, fieldState } = useController({
    control: props.control,
    name: props.name as FieldPath<T>,
  })
  const file = (field.value as File | null | undefined) ?? null
  const [refusal, setRefusal] = useState<string | null>(null)
  const chosenUrl = useObjectUrl(file)
  const published = usePublishedFileInfo(props.currentUrl, props.currentName)
  const label = props.label.toLowerCase()

  function choose(files: File[]) {
    const chosen = files[0] ?? null
    const problem = chosen ? fileProblem(chosen, props.kind) : null
    setRefusal(problem)
    if (!problem) field.onChange(chosen)
  }

  const removeButton = (name: string, onClick: () => void) => (
    <Button
      type="button"
      size="xs"
      variant="outline"
      colorPalette="red"
      aria-label={name}
      disabled={props.disabled}
      onClick={onClick}
    >
      Remove
    </Button>
  )

  return (
    <FormField
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={refusal ?? fieldState.error?.message}
    >
      {(control) => (
        <DropZone
          control={control}
          name={field.name}
          accept={ACCEPT_ATTRIBUTE[props.kind]}
          accepts={FILE_HINT[props.kind]}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onFiles={choose}
          prompt={
            file || published
              ? 'Drop another file here or click to replace'
              : 'Drop a file here or click to choose'
          }
        >
          {file ? (
            <FilePreview
              url={chosenUrl}
              kind={props.kind}
              info={chosenFileInfo(file)}
              status={published ? 'Chosen, replaces the published file' : 'Chosen'}
              alt={`Preview of the chosen ${label}`}
              actions={removeButton(`Remove the chosen ${label}`, () => {
                setRefusal(null)
                field.onChange(null)
              })}
            />
          ) : published && props.currentUrl ? (
            <FilePreview
              url={props.currentUrl}
              kind={props.kind}
              info={published}
              status="Published"
              alt={`Current ${label}`}
              actions={
                props.onRemoveCurrent &&
                removeButton(`Remove the published ${label}`, props.onRemoveCurrent)
              }
            />
          ) : null}
        </DropZone>
      )}
    </FormField>
  )
}

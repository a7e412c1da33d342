import { chakra } from '@chakra-ui/react'
import { useId, type Ref } from 'react'
import type { FieldControlProps } from '#web/components/form-field'
import { useText } from '#web/lib/ui-text'

/**
 * The look of the field: a box like the other inputs, holding the button and the file's name.
 * The real input lies over it, transparent, so a click anywhere opens the browser's file picker
 * and the keyboard reaches it as any input (Tab, then Space or Enter). Its focus, error and
 * disabled states show on the box.
 */
const boxCss = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minH: '10',
  p: '1.5',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'brand.500',
    outlineOffset: '2px',
  },
  '&:has(input[aria-invalid=true])': { borderColor: 'red.600' },
  '&:has(input:disabled)': { opacity: 0.5 },
  '&:hover [data-part=button]': { bg: 'gray.200' },
} as const

const buttonCss = {
  flexShrink: 0,
  px: '3',
  py: '1',
  borderRadius: 'sm',
  bg: 'gray.100',
  fontSize: 'sm',
  fontWeight: 'medium',
} as const

const inputCss = {
  position: 'absolute',
  inset: '0',
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed' },
} as const

interface FileFieldProps {
  control: FieldControlProps
  name: string
  accept: string
  file: File | null
  onChange(file: File | null): void
  onBlur(): void
  inputRef: Ref<HTMLInputElement>
}

/**
 * A one-file field in the page's language. The browser's own file input writes its button and
 * "No file chosen" in the browser's language, not the page's ("Choose File" on an Arabic page).
 * This one shows its own button text and the chosen file's name (in its own direction: file
 * names are often Latin), and is still a real `<input type="file">` with the form's name and
 * `accept`, one file only. Screen readers hear the field's label and, as its description, the
 * chosen file's name or that none is chosen.
 */
export function FileField({
  control,
  name,
  accept,
  file,
  onChange,
  onBlur,
  inputRef,
}: FileFieldProps) {
  const text = useText()
  const statusId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-file`
  const describedBy = [control['aria-describedby'], statusId].filter(Boolean).join(' ')
  return (
    <chakra.div css={boxCss} data-testid="file-field">
      <chakra.span css={buttonCss} data-part="button" aria-hidden="true">
        {text('Choose file')}
      </chakra.span>
      <chakra.span
        id={statusId}
        data-testid="file-field-status"
        color={file ? 'gray.900' : 'gray.600'}
        fontSize="sm"
        truncate
        minW="0"
      >
        {file ? <bdi>{file.name}</bdi> : text('No file chosen')}
      </chakra.span>
      <chakra.input
        {...control}
        aria-describedby={describedBy}
        type="file"
        name={name}
        accept={accept}
        css={inputCss}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        ref={inputRef}
      />
    </chakra.div>
  )
}

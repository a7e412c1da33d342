import { Box, chakra, Text } from '@chakra-ui/react'
import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react'
import type { FieldControlProps } from '#web/components/form-field'

export interface DropZoneProps {
  /** The ids and aria attributes of the field (FormField's), put on the file input. */
  control: FieldControlProps
  /** The input's `name` and `accept`, and whether it takes several files. */
  name: string
  accept: string
  multiple?: boolean
  /** What the zone says it accepts ('Images only: JPEG, PNG, WebP or GIF.'). */
  accepts: string
  /** Files chosen in the picker or dropped, in one go (never empty). */
  onFiles: (files: File[]) => void
  inputRef?: Ref<HTMLInputElement>
  onBlur?: () => void
  /** The file (or files) shown inside the zone; the prompt alone when left out. */
  children?: ReactNode
  /** The zone's call to action: 'Drop an image here or click to choose' by default. */
  prompt?: string
}

/**
 * A file input as a drop zone (issue 14): the native input stays the labelled control (keyboard:
 * Tab to it, Enter or Space opens the picker; screen readers hear its label and hint) but is
 * visually hidden; the zone around it shows a focus ring while it has keyboard focus, opens the
 * picker on a click anywhere outside its buttons, and takes files dropped on it. Dropped files
 * go through the same `onFiles` as picked ones, so the same checks refuse a wrong type.
 */
export function DropZone(props: DropZoneProps) {
  const input = useRef<HTMLInputElement | null>(null)
  const [dragging, setDragging] = useState(false)
  const disabled = props.control.disabled
  const acceptsId = useId()
  const describedBy = [props.control['aria-describedby'], acceptsId].filter(Boolean).join(' ')

  function setInput(element: HTMLInputElement | null) {
    input.current = element
    const ref = props.inputRef
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }

  function take(files: FileList | null | undefined) {
    const list = Array.from(files ?? [])
    if (list.length > 0) props.onFiles(props.multiple ? list : list.slice(0, 1))
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    if (!disabled) take(event.dataTransfer.files)
  }

  return (
    <Box
      data-testid="drop-zone"
      data-dragging={dragging || undefined}
      position="relative"
      w="full"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.500' : props.control['aria-invalid'] ? 'red.500' : 'gray.300'}
      bg={dragging ? 'brand.50' : 'white'}
      borderRadius="lg"
      p="3"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : undefined}
      transition="border-color 0.15s, background-color 0.15s"
      _hover={disabled ? undefined : { borderColor: 'brand.400' }}
      css={{
        '&:has(input[type=file]:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'var(--chakra-colors-brand-500)',
          outlineOffset: '2px',
        },
      }}
      onClick={(event) => {
        // Buttons inside (Remove) do their own thing; the input opens itself.
        const target = event.target as HTMLElement
        if (disabled || target.closest('button, a, input, video')) return
        input.current?.click()
      }}
      onDragEnter={(event) => {
        event.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={handleDrop}
    >
      <chakra.input
        {...props.control}
        aria-describedby={describedBy}
        ref={setInput}
        type="file"
        name={props.name}
        accept={props.accept}
        multiple={props.multiple}
        srOnly
        onBlur={props.onBlur}
        onChange={(event) => {
          const files = event.currentTarget.files
          take(files)
          // Emptied so the same file can be picked again after a removal or a refusal.
          event.currentTarget.value = ''
        }}
      />
      {props.children}
      <Text fontSize="sm" color="gray.700" textAlign="center" mt={props.children ? '2' : '0'}>
        <chakra.span fontWeight="semibold" color="brand.700">
          {props.prompt ??
            (props.multiple
              ? 'Drop files here or click to choose'
              : 'Drop a file here or click to choose')}
        </chakra.span>
        <chakra.span id={acceptsId} display="block" fontSize="xs" color="gray.600">
          {props.accepts}
        </chakra.span>
      </Text>
    </Box>
  )
}

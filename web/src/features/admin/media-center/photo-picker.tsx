import { Box, Button, Field, Image, Input, SimpleGrid, Text } from '@chakra-ui/react'
import { useId, type Ref } from 'react'
import { ACCEPT_ATTRIBUTE } from '../../../../../adapters/contract/limits'
import { useObjectUrl } from '../shared/use-object-url'

/** A chosen photo; `id` keys it in the list (two chosen files can share a name). */
export interface ChosenPhoto {
  id: number
  file: File
}

export interface PhotoPickerProps {
  photos: readonly ChosenPhoto[]
  /** Files picked in one go; the picker adds them to the list. */
  onAdd: (files: File[]) => void
  onRemove: (id: number) => void
  /** Why some picked files were left out (wrong type, too large, over the cap). */
  notice?: string | null
  max: number
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The multi-photo upload (spec §2): one file input with `multiple`, images only. Every pick adds
 * to the list (the input is emptied after each pick, so the same file can be picked again after
 * a removal); each chosen photo shows a preview and its own Remove button.
 */
export function PhotoPicker({ photos, onAdd, onRemove, notice, max, inputRef }: PhotoPickerProps) {
  const hintId = useId()
  const countId = useId()
  return (
    <Box>
      <Field.Root>
        <Field.Label>Photos</Field.Label>
        <Input
          ref={inputRef}
          type="file"
          name="photos"
          multiple
          accept={ACCEPT_ATTRIBUTE.image}
          aria-describedby={`${hintId} ${countId}`}
          p="1"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? [])
            event.currentTarget.value = ''
            if (files.length > 0) onAdd(files)
          }}
        />
        <Field.HelperText id={hintId}>
          Images only: JPEG, PNG, WebP or GIF. Pick several at once or one after another (up to{' '}
          {max}).
        </Field.HelperText>
      </Field.Root>
      <Text id={countId} fontSize="sm" color="gray.700" mt="2" aria-live="polite">
        {photos.length === 0
          ? 'No photos chosen.'
          : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} chosen.`}
      </Text>
      {notice && (
        <Text fontSize="sm" color="red.700" mt="1" role="alert">
          {notice}
        </Text>
      )}
      {photos.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 4 }} gap="4" mt="3">
          {photos.map((photo, index) => (
            <PhotoPreview
              key={photo.id}
              file={photo.file}
              number={index + 1}
              onRemove={() => onRemove(photo.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Box>
  )
}

function PhotoPreview({
  file,
  number,
  onRemove,
}: {
  file: File
  number: number
  onRemove: () => void
}) {
  const url = useObjectUrl(file)
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" bg="white">
      {url && (
        <Image
          src={url}
          alt={`Preview of photo ${number}: ${file.name}`}
          w="full"
          h="100px"
          objectFit="cover"
          borderRadius="sm"
        />
      )}
      <Text fontSize="xs" color="gray.700" mt="1" truncate title={file.name}>
        {file.name}
      </Text>
      <Button
        type="button"
        size="xs"
        variant="outline"
        colorPalette="red"
        mt="2"
        w="full"
        aria-label={`Remove photo ${number}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </Box>
  )
}

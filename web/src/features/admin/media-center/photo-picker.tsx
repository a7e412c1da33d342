import { Box, Image, Input, SimpleGrid, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { ACCEPT_ATTRIBUTE } from '#contract/limits'
import { FormField } from '#web/components/form-field'
import { FILE_HINT } from '../shared/file-problem'
import { RemoveButton } from '../shared/list-buttons'
import { useObjectUrl } from '../shared/use-object-url'
import type { ChosenPhoto } from './media-center-form'

export interface PhotoPickerProps {
  photos: readonly ChosenPhoto[]
  /** Files picked in one go; the picker adds them to the list. */
  onAdd: (files: File[]) => void
  onRemove: (id: number) => void
  /** Why some picked files were left out (wrong type, too large, over the cap). */
  notice?: string | null
  max: number
}

/**
 * The multi-photo upload (spec §2): one file input with `multiple`, images only. Every pick adds
 * to the list (the input is emptied after each pick, so the same file can be picked again after
 * a removal); each chosen photo shows a preview and its own Remove button.
 */
export function PhotoPicker({ photos, onAdd, onRemove, notice, max }: PhotoPickerProps) {
  const countId = useId()
  return (
    <Box>
      <FormField
        label="Photos"
        hint={`${FILE_HINT.image} Pick several at once or one after another (up to ${max}).`}
      >
        {(control) => (
          <Input
            {...control}
            // The count below is part of the input's description too.
            aria-describedby={`${control['aria-describedby'] ?? ''} ${countId}`.trim()}
            type="file"
            name="photos"
            multiple
            accept={ACCEPT_ATTRIBUTE.image}
            p="1"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? [])
              event.currentTarget.value = ''
              if (files.length > 0) onAdd(files)
            }}
          />
        )}
      </FormField>
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
      <RemoveButton name={`Remove photo ${number}`} size="xs" mt="2" w="full" onClick={onRemove} />
    </Box>
  )
}

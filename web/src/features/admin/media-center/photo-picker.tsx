import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { ACCEPT_ATTRIBUTE } from '#contract/limits'
import { FormField } from '#web/components/form-field'
import { DropZone } from '../common/drop-zone'
import { chosenFileInfo, usePublishedFileInfo } from '../common/file-info'
import { FilePreview } from '../common/file-preview'
import { FILE_HINT } from '../common/file-problem'
import { RemoveButton } from '../common/list-buttons'
import { useObjectUrl } from '../common/use-object-url'
import type { ChosenPhoto } from './media-center-form'

export interface PhotoPickerProps {
  /** The published photos still in the gallery (URLs), or null when they could not be read. */
  kept: readonly string[] | null
  /** The photos chosen in this form, added after the kept ones. */
  photos: readonly ChosenPhoto[]
  /** Files picked or dropped in one go; the picker adds them to the list. */
  onAdd: (files: File[]) => void
  onRemoveKept: (url: string) => void
  onRemove: (id: number) => void
  /** Why some picked files were left out (wrong type, too large, over the cap). */
  notice?: string | null
  error?: string
  max: number
  /** The names the published photos were uploaded with, by URL (ADR 035), when known. */
  names?: Readonly<Record<string, string>>
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The gallery (spec §2: multi-photo upload with preview and remove): the published photos first
 * (kept unless removed), then the new ones, each with a preview, name, size, type and its own
 * Remove button, and a drop zone that adds images (several at once or one after another).
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const countId = useId()
  const kept = props.kept ?? []
  const total = kept.length + props.photos.length
  return (
    <Box>
      <FormField label="Photos" error={props.error}>
        {(control) => (
          <DropZone
            control={{
              ...control,
              // The count below is part of the input's description too.
              'aria-describedby': `${control['aria-describedby'] ?? ''} ${countId}`.trim(),
            }}
            name="photos"
            multiple
            accept={ACCEPT_ATTRIBUTE.image}
            accepts={`${FILE_HINT.image} Several at once or one after another (up to ${props.max} in the gallery).`}
            onFiles={props.onAdd}
            prompt="Drop photos here or click to add"
          />
        )}
      </FormField>
      <Text id={countId} fontSize="sm" color="gray.700" mt="2" aria-live="polite">
        {total === 0
          ? 'No photos chosen.'
          : props.photos.length === 0
            ? `${plural(kept.length, 'published photo', 'published photos')} kept.`
            : kept.length === 0
              ? `${plural(props.photos.length, 'photo', 'photos')} chosen.`
              : `${plural(kept.length, 'published photo', 'published photos')} kept and ${plural(props.photos.length, 'new photo', 'new photos')} chosen.`}
      </Text>
      {props.notice && (
        <Text fontSize="sm" color="red.700" mt="1" role="alert">
          {props.notice}
        </Text>
      )}
      {total > 0 && (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="3"
          mt="3"
          data-testid="photo-list"
        >
          {kept.map((url, index) => (
            <PublishedPhoto
              key={url}
              url={url}
              name={props.names?.[url]}
              number={index + 1}
              onRemove={() => props.onRemoveKept(url)}
            />
          ))}
          {props.photos.map((photo, index) => (
            <ChosenPhotoItem
              key={photo.id}
              file={photo.file}
              number={kept.length + index + 1}
              onRemove={() => props.onRemove(photo.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Box>
  )
}

function PublishedPhoto(props: {
  url: string
  name: string | undefined
  number: number
  onRemove: () => void
}) {
  const info = usePublishedFileInfo(props.url, props.name)
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" bg="white">
      <FilePreview
        url={props.url}
        kind="image"
        info={info ?? { name: props.url }}
        status="Published"
        alt={`Published photo ${props.number}`}
        actions={
          <RemoveButton name={`Remove photo ${props.number}`} size="xs" onClick={props.onRemove} />
        }
      />
    </Box>
  )
}

function ChosenPhotoItem(props: { file: File; number: number; onRemove: () => void }) {
  const url = useObjectUrl(props.file)
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" bg="white">
      <FilePreview
        url={url}
        kind="image"
        info={chosenFileInfo(props.file)}
        status="New"
        alt={`Preview of photo ${props.number}: ${props.file.name}`}
        actions={
          <RemoveButton name={`Remove photo ${props.number}`} size="xs" onClick={props.onRemove} />
        }
      />
    </Box>
  )
}

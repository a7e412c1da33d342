import { Box, chakra, Flex, Image, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { AdminFileKind } from './file-problem'
import { describeFile, type FileInfo } from './file-info'

/**
 * A video's first frames as its thumbnail: `preload="metadata"` and a `#t=0.1` fragment make the
 * browser fetch the start and paint the frame at 0.1 s, instead of the black box of
 * `preload="none"` (issue 14). Home entries have no poster images of their own.
 */
export function VideoFrame({ src, label, ...size }: { src: string; label: string } & SizeProps) {
  return (
    <chakra.video
      src={src.includes('#') ? src : `${src}#t=0.1`}
      preload="metadata"
      controls
      muted
      playsInline
      aria-label={label}
      display="block"
      bg="gray.100"
      borderRadius="md"
      borderWidth="1px"
      objectFit="cover"
      {...size}
    />
  )
}

interface SizeProps {
  w?: string
  maxW?: string
  h?: string
  aspectRatio?: string
}

/**
 * One file of a file field: its preview (an image thumbnail or a video frame), name, size and
 * type, and whether it is the one chosen now or the one published. `actions` are its buttons.
 * Without a `url` it shows a neutral box.
 */
export function FilePreview({
  url,
  kind,
  info,
  status,
  alt,
  actions,
}: {
  url: string | null
  kind: AdminFileKind
  info: FileInfo
  status: string
  alt: string
  actions?: ReactNode
}) {
  const details = describeFile(info)
  // Side by side where the field is wide (the banner), stacked in a narrow one (a third of the
  // home form's row, a photo card): a container query, since the field's width, not the
  // screen's, decides.
  return (
    <Box containerType="inline-size" w="full">
      <Flex
        gap="3"
        direction="column"
        align="stretch"
        css={{
          '@container (min-width: 26rem)': { flexDirection: 'row', alignItems: 'center' },
        }}
      >
        <Box
          data-part="thumb"
          flexShrink={0}
          w="full"
          maxW="60"
          css={{ '@container (min-width: 26rem)': { width: '10rem' } }}
        >
          {!url ? (
            <Flex
              data-testid="no-preview"
              w="full"
              aspectRatio="16 / 9"
              align="center"
              justify="center"
              textAlign="center"
              p="2"
              bg="gray.100"
              color="gray.600"
              fontSize="xs"
              borderRadius="md"
              borderWidth="1px"
            >
              No preview
            </Flex>
          ) : kind === 'image' ? (
            <Image
              src={url}
              alt={alt}
              w="full"
              aspectRatio="16 / 10"
              objectFit="cover"
              borderRadius="md"
              borderWidth="1px"
              bg="gray.100"
            />
          ) : (
            <VideoFrame src={url} label={alt} w="full" aspectRatio="16 / 9" />
          )}
        </Box>
        <Stack gap="0.5" minW="0" flex="1" w="full">
          <Text fontSize="xs" fontWeight="semibold" color="brand.700" textTransform="uppercase">
            {status}
          </Text>
          <Text fontSize="sm" fontWeight="medium" wordBreak="break-all" data-testid="file-name">
            {info.name}
          </Text>
          {details && (
            <Text fontSize="xs" color="gray.600" data-testid="file-details">
              {details}
            </Text>
          )}
          {actions && (
            <Flex gap="2" mt="1" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Stack>
      </Flex>
    </Box>
  )
}

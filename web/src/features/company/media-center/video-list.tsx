import {
  AspectRatio,
  Box,
  Card,
  chakra,
  HStack,
  Link,
  SimpleGrid,
  Text,
  type HTMLChakraProps,
} from '@chakra-ui/react'
import { ExternalLink, Film, Play } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useContentClient } from '#web/content/content-client'
import { imageUrl } from '#web/content/media'
import type { VideoPoster } from '../company-query'
import { autoplaySrc, HOST_NAMES, videoSource, type VideoSource } from './video-source'
import { useText, type TranslateText } from '#web/lib/ui-text'

type Playable = Exclude<VideoSource, { kind: 'link' }>

/**
 * The media center's videos: our own files as `<video>` (nothing loads before play), YouTube
 * and Vimeo as a placeholder whose privacy-enhanced player is created only when pressed (no
 * third-party request before that), any other link as a card that opens it. Never an empty frame.
 */
export function VideoList({ links, posters }: { links: string[]; posters: VideoPoster[] }) {
  const { config } = useContentClient()
  const text = useText()
  const videos = useMemo(
    () => links.map((link) => videoSource(link, config)).filter((video) => video !== null),
    [links, config],
  )
  if (videos.length === 0) {
    return (
      <Text textAlign="center" color="gray.600">
        {text('No videos yet.')}
      </Text>
    )
  }
  const posterOf = (video: VideoSource) => {
    const ref = video.kind === 'file' ? video.assetRef : undefined
    const found = ref ? posters.find((poster) => poster.files.includes(ref)) : undefined
    if (!found) return undefined
    return {
      src: imageUrl(config, found.poster, { width: 960, fit: 'max', auto: 'format' }),
      alt: found.poster.alt,
    }
  }
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2 }}
      gap="6"
      listStyleType="none"
      p="0"
      m="0"
      alignItems="start"
    >
      {videos.map((video, index) => {
        const label = text('Video {number}', { number: index + 1 })
        return (
          <chakra.li key={index} data-testid="media-video" data-kind={video.kind}>
            {video.kind === 'link' ? (
              <LinkCard href={video.href} host={video.host} label={label} />
            ) : (
              <Card.Root variant="elevated" overflow="hidden">
                <AspectRatio ratio={16 / 9} bg="brand.900">
                  {video.kind === 'file' ? (
                    <FilePlayer video={video} label={label} poster={posterOf(video)} />
                  ) : (
                    <EmbedFacade video={video} label={label} />
                  )}
                </AspectRatio>
                <Card.Body py="3" px="4" gap="0.5">
                  <Text fontWeight="semibold" color="brand.700">
                    {posterOf(video)?.alt || label}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {caption(video, text)}
                  </Text>
                </Card.Body>
              </Card.Root>
            )}
          </chakra.li>
        )
      })}
    </SimpleGrid>
  )
}

function caption(video: Playable, text: TranslateText): string {
  if (video.kind === 'file') return text('Our video')
  const domain = video.kind === 'youtube' ? 'youtube-nocookie.com' : 'player.vimeo.com'
  return text('{host} · loads from {domain} when you press play', {
    host: HOST_NAMES[video.kind],
    domain,
  })
}

/**
 * Our own file: a native player (controls, keyboard, fullscreen) that loads nothing before play.
 * Until it starts, our large play button over its poster is the one play control (Chromium's
 * desktop controls have only a small one in the corner, and both at once read as two players);
 * once it plays, the native controls take over.
 */
function FilePlayer(props: {
  video: Extract<VideoSource, { kind: 'file' }>
  label: string
  poster?: { src: string; alt?: string }
}) {
  const text = useText()
  const player = useRef<HTMLVideoElement>(null)
  const [started, setStarted] = useState(false)
  // Keyboard users keep their place: the player (focusable once it has controls) takes the focus
  // from the button it replaced.
  useEffect(() => {
    if (started) player.current?.focus()
  }, [started])
  const name = props.poster?.alt || props.label
  return (
    <Box position="relative">
      <video
        ref={player}
        controls={started}
        preload="none"
        playsInline
        poster={props.poster?.src}
        aria-label={name}
        onPlay={() => setStarted(true)}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      >
        <source src={props.video.src} type={props.video.type} />
        <a href={props.video.src}>{text('Download {label}', { label: props.label })}</a>
      </video>
      {!started && (
        <PlayButton
          label={text('Play {name}', { name })}
          onClick={() => {
            setStarted(true)
            void player.current?.play().catch(() => setStarted(false))
          }}
        />
      )}
    </Box>
  )
}

/** The large play button over a video's picture or placeholder. */
function PlayButton({
  label,
  caption,
  ...props
}: { label: string; caption?: ReactNode } & HTMLChakraProps<'button'>) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      position="absolute"
      insetBlockStart="0"
      insetInline="0"
      insetBlockEnd="0"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="3"
      color="white"
      cursor="pointer"
      _focusVisible={{ outline: '3px solid', outlineColor: 'accent.400', outlineOffset: '-3px' }}
      css={{ '&:hover .play-circle': { transform: 'scale(1.08)' } }}
      {...props}
    >
      <Box
        className="play-circle"
        display="grid"
        placeItems="center"
        boxSize="16"
        borderRadius="full"
        bg="accent.400"
        color="gray.900"
        boxShadow="lg"
        transition="transform 0.2s"
      >
        <Play aria-hidden focusable={false} size={28} fill="currentColor" />
      </Box>
      {caption && (
        <HStack gap="2" fontSize="sm" fontWeight="medium">
          {caption}
        </HStack>
      )}
    </chakra.button>
  )
}

/** A branded placeholder (no third-party image): the player exists only once it is pressed. */
function EmbedFacade({
  video,
  label,
}: {
  video: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>
  label: string
}) {
  const text = useText()
  const [playing, setPlaying] = useState(false)
  const host = HOST_NAMES[video.kind]
  if (playing) {
    return (
      <iframe
        // Focus moves into the player the button gave way to (keyboard users keep their place).
        ref={(frame) => frame?.focus()}
        src={autoplaySrc(video.embedSrc)}
        title={`${label} (${host})`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        // The site sends no referrer; the players need the page's origin to play.
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    )
  }
  return (
    <PlayButton
      label={text('Play {label} ({host})', { label, host })}
      onClick={() => setPlaying(true)}
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
      caption={
        <>
          <Film aria-hidden focusable={false} size={16} />
          <span>{text('Play on {host}', { host })}</span>
        </>
      }
    />
  )
}

/** A link we cannot play here: a card that opens it on its own site, never an empty frame. */
function LinkCard({ href, host, label }: { href: string; host: string; label: string }) {
  const text = useText()
  return (
    <Card.Root variant="outline" data-testid="video-link-card">
      <Card.Body py="4" px="4" gap="1">
        <Text fontWeight="semibold" color="brand.700">
          {label}
        </Text>
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.600"
          fontWeight="medium"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          <ExternalLink aria-hidden focusable={false} size={16} />
          {text('Watch on {host}', { host })}
          <chakra.span srOnly> {text('(opens in a new tab)')}</chakra.span>
        </Link>
      </Card.Body>
    </Card.Root>
  )
}

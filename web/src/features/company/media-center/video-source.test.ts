import { describe, expect, it } from 'vitest'
import { autoplaySrc, videoSource, type MediaOrigins } from './video-source'

const ORIGINS: MediaOrigins = {
  cdnBase: 'https://site.example/lake',
  projectId: 'proj1',
  dataset: 'production',
  siteUrl: 'https://site.example',
}
const HASH = '0123456789abcdef0123456789abcdef01234567'
const source = (link: string) => videoSource(link, ORIGINS)

describe('videoSource: files of our own lake', () => {
  it('plays a lake file from the CDN base, whatever host the link was saved with', () => {
    for (const link of [
      `http://127.0.0.1:4202/files/proj1/production/${HASH}.webm`,
      `https://cdn.sanity.io/files/proj1/production/${HASH}.webm`,
      `https://site.example/lake/files/proj1/production/${HASH}.webm/our-hub.webm`,
    ]) {
      expect(source(link), link).toEqual({
        kind: 'file',
        src: `https://site.example/lake/files/proj1/production/${HASH}.webm`,
        type: 'video/webm',
        assetRef: `file-${HASH}-webm`,
      })
    }
    expect(source(`https://cdn.sanity.io/files/proj1/production/${HASH}.MP4`)).toMatchObject({
      kind: 'file',
      type: 'video/mp4',
      assetRef: `file-${HASH}-mp4`,
    })
  })

  it('does not take another project, dataset or a non-video file for ours', () => {
    for (const link of [
      `https://cdn.sanity.io/files/other/production/${HASH}.webm`,
      `https://cdn.sanity.io/files/proj1/staging/${HASH}.webm`,
      `https://cdn.sanity.io/files/proj1/production/${HASH}.pdf`,
    ]) {
      expect(source(link)?.kind, link).toBe('link')
    }
  })

  it('plays other direct files only from the site or CDN origin (the CSP media-src)', () => {
    expect(source('https://site.example/media/clip.mp4')).toEqual({
      kind: 'file',
      src: 'https://site.example/media/clip.mp4',
      type: 'video/mp4',
    })
    expect(source('https://elsewhere.example/clip.webm')).toEqual({
      kind: 'link',
      href: 'https://elsewhere.example/clip.webm',
      host: 'elsewhere.example',
    })
  })
})

describe('videoSource: YouTube and Vimeo', () => {
  const id = 'aqz-KE-bpKQ'
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}?si=x`,
  ])('makes %s a youtube-nocookie embed', (link) => {
    expect(source(link)).toEqual({
      kind: 'youtube',
      id,
      embedSrc: `https://www.youtube-nocookie.com/embed/${id}`,
      href: `https://www.youtube.com/watch?v=${id}`,
    })
  })

  it('keeps a start time', () => {
    expect(source(`https://youtu.be/${id}?t=90`)).toMatchObject({
      embedSrc: `https://www.youtube-nocookie.com/embed/${id}?start=90`,
    })
    expect(source(`https://www.youtube.com/watch?v=${id}&t=1m30s`)).toMatchObject({
      embedSrc: `https://www.youtube-nocookie.com/embed/${id}?start=90`,
    })
  })

  it('turns a malformed YouTube link into a link card, never a player', () => {
    for (const link of [
      'https://www.youtube.com/embed/gbf-sharjah-hub',
      'https://www.youtube.com/watch?v=abc123',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/@SomeChannel',
      'https://youtu.be/',
    ]) {
      expect(source(link)?.kind, link).toBe('link')
    }
  })

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/channels/staffpicks/42', 'https://player.vimeo.com/video/42?dnt=1'],
    ['https://vimeo.com/42/abcdef1234', 'https://player.vimeo.com/video/42?dnt=1&h=abcdef1234'],
    [
      'https://player.vimeo.com/video/42?h=abcdef1234',
      'https://player.vimeo.com/video/42?dnt=1&h=abcdef1234',
    ],
  ])('makes %s a Vimeo player with dnt=1', (link, embedSrc) => {
    expect(source(link)).toMatchObject({ kind: 'vimeo', embedSrc })
  })

  it('turns a Vimeo link without a video id into a link card', () => {
    expect(source('https://vimeo.com/channels/staffpicks')).toEqual({
      kind: 'link',
      href: 'https://vimeo.com/channels/staffpicks',
      host: 'vimeo.com',
    })
  })

  it('asks the player to start when it is loaded after a click', () => {
    expect(autoplaySrc(`https://www.youtube-nocookie.com/embed/${id}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    )
    expect(autoplaySrc('https://player.vimeo.com/video/42?dnt=1')).toBe(
      'https://player.vimeo.com/video/42?dnt=1&autoplay=1',
    )
  })
})

describe('videoSource: anything else', () => {
  it('shows an unknown host as a link card named by its host', () => {
    expect(source('https://www.dailymotion.com/video/x8abc')).toEqual({
      kind: 'link',
      href: 'https://www.dailymotion.com/video/x8abc',
      host: 'dailymotion.com',
    })
  })

  it('skips what is not an http(s) URL', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.y/z.mp4',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(videoSource(link, ORIGINS), String(link)).toBeNull()
    }
  })
})

import { Box } from '@chakra-ui/react'
import { useReducedMotion } from 'framer-motion'
import { useRef, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/effect-fade'
import 'swiper/css/pagination'
import { dirOf, useLang } from '#web/lib/locale'
import { useText } from '#web/lib/ui-text'
import type { TestimonialItem } from './testimonial-card'

/** Spec §9: 800 ms transitions, a new quote every 5000 ms, one at a time. */
export const TESTIMONIAL_SPEED_MS = 800
export const TESTIMONIAL_AUTOPLAY_MS = 5000

/**
 * The testimonials carousel (spec §2, §4): fading slides, autoplay that pauses while the pointer
 * is over it or focus is in it, clickable dots and no arrows. Loaded on demand (swiper is not in
 * the page's first JavaScript). With reduced motion it neither fades nor plays on its own.
 */
export default function TestimonialsSwiper({
  items,
  renderItem,
}: {
  items: TestimonialItem[]
  /** The card of one quote (passed in, so this chunk shares no module with the page's). */
  renderItem: (item: TestimonialItem) => ReactNode
}) {
  const reduced = useReducedMotion()
  const lang = useLang()
  const text = useText()
  const swiper = useRef<SwiperInstance | null>(null)
  return (
    <Box
      onFocus={() => swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper.current?.autoplay?.resume()
      }}
      css={{
        '& .swiper': { paddingBottom: '3rem' },
        '& .swiper-pagination-bullet': {
          width: '12px',
          height: '12px',
          border: 'none',
          padding: 0,
          cursor: 'pointer',
          background: 'var(--chakra-colors-brand-500)',
          opacity: 0.35,
        },
        '& .swiper-pagination-bullet-active': { opacity: 1 },
        '& .swiper-pagination-bullet:focus-visible': {
          outline: '2px solid var(--chakra-colors-accent-500)',
          outlineOffset: '3px',
        },
        // Faded-out slides must not catch clicks meant for the visible one.
        '& .swiper-slide:not(.swiper-slide-active)': { pointerEvents: 'none' },
      }}
      data-testid="testimonials-carousel"
    >
      <Swiper
        // Swiper reads the direction from its container: right to left on Arabic pages.
        dir={dirOf(lang)}
        modules={[EffectFade, Autoplay, Pagination, A11y]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        slidesPerView={1}
        speed={reduced ? 0 : TESTIMONIAL_SPEED_MS}
        rewind
        autoplay={
          reduced
            ? false
            : {
                delay: TESTIMONIAL_AUTOPLAY_MS,
                pauseOnMouseEnter: true,
                disableOnInteraction: false,
              }
        }
        pagination={{ clickable: true, bulletElement: 'button' }}
        a11y={{ paginationBulletMessage: text('Show testimonial {{index}}') }}
        onSwiper={(instance) => {
          swiper.current = instance
        }}
        autoHeight={false}
      >
        {items.map((item) => (
          <SwiperSlide key={item.key}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}

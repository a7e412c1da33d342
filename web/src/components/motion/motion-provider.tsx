import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

// The animation features load in their own chunk after the page: not part of the first bundle.
const loadFeatures = () => import('./motion-features').then((module) => module.default)

/**
 * framer-motion with lazily loaded features (`m.*` components only) and the user's reduced-motion
 * preference respected everywhere (spec: prefers-reduced-motion turns animations off).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}

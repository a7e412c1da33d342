import { Heading, Stack, type StackProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** The frame of a form's white card (about's cards, the track-shipment and home forms). */
export const CARD_FRAME = {
  bg: 'white',
  p: { base: '4', md: '6' },
  borderRadius: 'xl',
  borderWidth: '1px',
} as const satisfies StackProps

/** The frame of the media center's grey panels. */
export const PANEL_FRAME = {
  bg: 'gray.50',
  borderWidth: '1px',
  borderRadius: 'xl',
  ps: '5',
  pe: '5',
  py: '5',
} as const satisfies StackProps

interface FormSectionProps extends Omit<StackProps, 'title'> {
  title: string
  /** h2 for a screen's parts, h3 for the groups inside a form that has its own h2. */
  level?: 'h2' | 'h3'
  /**
   * Whether the heading names the section (a region). Off where a field inside bears the same
   * label (the media center's 'Photos'), so a lookup by that label finds the field alone.
   */
  named?: boolean
  children: ReactNode
}

/** One titled part of an admin form. */
export function FormSection({
  title,
  level = 'h2',
  named = true,
  children,
  ...frame
}: FormSectionProps) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={named ? headingId : undefined} gap="4" {...frame}>
      <Heading
        id={headingId}
        as={level}
        fontSize={level === 'h2' ? 'lg' : 'md'}
        color={level === 'h2' ? 'brand.700' : 'gray.700'}
      >
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

import { Box, chakra, type BoxProps, type HTMLChakraProps } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type AnimationEvent,
  type ReactNode,
} from 'react'

/**
 * A small accordion (WAI-ARIA accordion pattern) for the public pages: one item open at a time,
 * the open one closes on a second click. Chakra's Accordion brings the zag accordion and
 * collapsible state machines (about 10 KB gzip) to every page that shows one; this is a button
 * with aria-expanded and aria-controls inside a heading, and a labelled region. Looks like
 * Chakra's enclosed accordion and animates with the same keyframes (expand-height,
 * collapse-height, fade-in, fade-out from the theme).
 */

interface AccordionState {
  open: string | null
  toggle(value: string): void
  durationMs: number
}

const AccordionContext = createContext<AccordionState | null>(null)

export function Accordion({
  defaultValue,
  request,
  durationMs = 200,
  children,
  ...props
}: {
  /** The item open on arrival (its `value`), or none. */
  defaultValue: string | null
  /**
   * An item to open whenever this changes to it (a link to one item, as `#uae` on the offices
   * page): known only in the browser, so the server renders `defaultValue` open.
   */
  request?: string | null
  /** How long opening and closing animate. */
  durationMs?: number
  children: ReactNode
} & Omit<BoxProps, 'defaultValue' | 'request'>) {
  const [open, setOpen] = useState(defaultValue)
  useEffect(() => {
    if (request) setOpen(request)
  }, [request])
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value))
  return (
    <AccordionContext value={{ open, toggle, durationMs }}>
      <Box w="full" borderWidth="1px" borderRadius="l2" overflow="hidden" divideY="1px" {...props}>
        {children}
      </Box>
    </AccordionContext>
  )
}

export function AccordionItem({
  value,
  trigger,
  triggerProps,
  children,
  ...props
}: {
  value: string
  /** What the heading's button shows (its accessible name). */
  trigger: ReactNode
  triggerProps?: HTMLChakraProps<'button'>
  children: ReactNode
} & BoxProps) {
  const state = useContext(AccordionContext)
  if (!state) throw new Error('AccordionItem must be inside an Accordion')
  const open = state.open === value
  const id = useId()
  const triggerId = `${id}-trigger`
  const contentId = `${id}-content`
  return (
    <Box data-state={open ? 'open' : 'closed'} _open={{ bg: 'bg.subtle' }} {...props}>
      <chakra.h3 m="0" fontSize="inherit" fontWeight="inherit">
        <chakra.button
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => state.toggle(value)}
          display="flex"
          alignItems="center"
          gap="3"
          w="full"
          px="4.5"
          py="2.5"
          textAlign="start"
          textStyle="lg"
          fontWeight="medium"
          cursor="pointer"
          outline="0"
          borderRadius="l2"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
          {...triggerProps}
        >
          {trigger}
          <chakra.span
            display="inline-flex"
            color="fg.subtle"
            transition="rotate 0.2s"
            rotate={open ? '180deg' : undefined}
            aria-hidden="true"
          >
            <ChevronDown size="1.2em" />
          </chakra.span>
        </chakra.button>
      </chakra.h3>
      <Collapse id={contentId} labelledBy={triggerId} open={open} durationMs={state.durationMs}>
        <Box px="4.5" pt="2.5" pb="5">
          {children}
        </Box>
      </Collapse>
    </Box>
  )
}

/**
 * The region of one item. Closed regions are `hidden` (out of the accessibility tree, not
 * focusable). Toggling measures the content into --height for the height keyframes; a closing
 * region stays shown until its animation ends. The item open on arrival does not animate.
 */
function Collapse({
  id,
  labelledBy,
  open,
  durationMs,
  children,
}: {
  id: string
  labelledBy: string
  open: boolean
  durationMs: number
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(open)
  // Set once the visitor has toggled this item: before that, nothing animates.
  const [animate, setAnimate] = useState(false)
  if (open && !shown) setShown(true)
  const wasOpen = useRef(open)

  useLayoutEffect(() => {
    if (wasOpen.current === open) return
    wasOpen.current = open
    setAnimate(true)
    const element = ref.current
    if (!element) return
    element.style.setProperty('--height', `${element.scrollHeight}px`)
    if (open) return
    // A closing region hides when its animation ends; the timer covers a missed animationend
    // (an ancestor hidden meanwhile, say).
    const timer = window.setTimeout(() => setShown(false), durationMs + 100)
    return () => window.clearTimeout(timer)
  }, [open, durationMs])

  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !open) setShown(false)
  }

  const animation = { animationDuration: `${durationMs}ms` }
  return (
    <Box
      ref={ref}
      role="region"
      id={id}
      aria-labelledby={labelledBy}
      hidden={!open && !shown}
      data-state={open ? 'open' : 'closed'}
      overflow="hidden"
      onAnimationEnd={onAnimationEnd}
      _open={animate ? { ...animation, animationName: 'expand-height, fade-in' } : undefined}
      _closed={{ ...animation, animationName: 'collapse-height, fade-out' }}
    >
      {children}
    </Box>
  )
}

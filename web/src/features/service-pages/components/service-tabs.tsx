import { Badge, Box, chakra, Heading, Text } from '@chakra-ui/react'
import { Clock } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ServicePageContent } from '../service-page-query'
import { useText } from '#web/lib/ui-text'
import { CheckPoints } from './check-points'

type TabContent = NonNullable<ServicePageContent['tabs']>[number]

/**
 * The tabbed service levels of the air, sea and road pages (spec §4: one active id each, the
 * content's default first). The WAI-ARIA tabs pattern with automatic activation: a labelled
 * tablist with roving focus (only the selected tab is in the tab order); arrow keys move and
 * select (wrapping, mirrored right to left), Home and End jump. Every panel is in the server
 * HTML; inactive ones are hidden. In-house rather than Chakra's Tabs, whose zag state machines
 * cost every service page about 5 KB gzip; styled like Chakra's enclosed tabs.
 */
export function ServiceTabs({
  tabs,
  defaultTab,
  label,
}: {
  tabs: TabContent[]
  defaultTab: string | null
  label: string
}) {
  const ids = tabs.map((tab) => tab.tabId ?? tab._key)
  const initial = defaultTab && ids.includes(defaultTab) ? defaultTab : ids[0]
  const [selected, setSelected] = useState(initial)
  const baseId = useId()
  const text = useText()
  const triggers = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = (index: number) => `${baseId}-panel-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = ids.length - 1
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    let next: number
    if (event.key === forward) next = index === last ? 0 : index + 1
    else if (event.key === backward) next = index === 0 ? last : index - 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    else return
    event.preventDefault()
    setSelected(ids[next])
    triggers.current[next]?.focus()
  }

  return (
    <Box data-testid="service-tabs">
      <Box
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        display="flex"
        flexWrap="wrap"
        w="fit-content"
        mx="auto"
        p="1"
        bg="bg.muted"
        borderRadius="l3"
        isolation="isolate"
      >
        {tabs.map((tab, index) => {
          const isSelected = ids[index] === selected
          return (
            <chakra.button
              key={tab._key}
              ref={(element: HTMLButtonElement | null) => {
                triggers.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              data-tab-id={ids[index]}
              onClick={() => setSelected(ids[index])}
              onKeyDown={(event) => onKeyDown(event, index)}
              display="flex"
              alignItems="center"
              justifyContent="center"
              gap="2"
              minW="11"
              h="11"
              py="2"
              px="4.5"
              textStyle="md"
              fontWeight="medium"
              color="fg.muted"
              borderRadius="l2"
              cursor="pointer"
              outline="0"
              position="relative"
              _selected={{ bg: 'bg', color: 'blue.fg', boxShadow: 'xs' }}
              _focusVisible={{ zIndex: 1, outline: '2px solid', outlineColor: 'blue.focusRing' }}
            >
              {tab.label}
            </chakra.button>
          )
        })}
      </Box>
      {tabs.map((tab, index) => (
        <Box
          key={tab._key}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={ids[index] !== selected}
          data-tab-id={ids[index]}
          maxW="4xl"
          mx="auto"
          mt="6"
          p={{ base: '6', md: '8' }}
          borderRadius="xl"
          borderWidth="1px"
          borderColor="gray.200"
          bg="white"
          boxShadow="sm"
          outline="0"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
        >
          {tab.title && (
            <Heading as="h3" fontSize="2xl" color="brand.700" mb="3">
              {tab.title}
            </Heading>
          )}
          {tab.content && (
            <Text color="gray.700" fontSize="lg">
              {tab.content}
            </Text>
          )}
          {tab.points && tab.points.length > 0 && (
            <CheckPoints points={tab.points} mt="5" gap="2" />
          )}
          {tab.transitTime && (
            <Badge mt="5" size="lg" colorPalette="orange" variant="subtle" gap="2">
              <Clock aria-hidden size={16} />
              {text('Transit time: {time}', { time: tab.transitTime })}
            </Badge>
          )}
        </Box>
      ))}
    </Box>
  )
}

import { chakra, CloseButton, Flex, Heading } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'

interface InboxDialogProps {
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * A side panel as a native modal `<dialog>`: the browser traps focus inside, makes the page
 * behind it inert, closes it on Escape and puts focus back where it was (the row's name).
 * Full screen on a phone. Mounted only while an item is open.
 */
export function InboxDialog({ title, onClose, children }: InboxDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    const handleClose = () => close.current()
    element.addEventListener('close', handleClose)
    return () => {
      element.removeEventListener('close', handleClose)
      if (element.open) element.close()
    }
  }, [])
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby="inbox-dialog-title"
      m="0"
      ms="auto"
      p="0"
      border="none"
      h="100dvh"
      maxH="100dvh"
      w={{ base: '100vw', md: '36rem' }}
      maxW="100vw"
      bg="white"
      boxShadow="2xl"
      overflow="hidden"
      css={{ '&::backdrop': { background: 'rgba(15, 23, 42, 0.45)' } }}
    >
      <Flex direction="column" h="full">
        <Flex
          align="center"
          justify="space-between"
          gap="3"
          px={{ base: '4', md: '6' }}
          py="4"
          borderBottomWidth="1px"
        >
          <Heading id="inbox-dialog-title" as="h2" fontSize="xl" color="brand.700" minW="0">
            {title}
          </Heading>
          <CloseButton size="sm" aria-label="Close" onClick={() => dialog.current?.close()} />
        </Flex>
        <chakra.div flex="1" overflowY="auto" px={{ base: '4', md: '6' }} py="5">
          {children}
        </chakra.div>
      </Flex>
    </chakra.dialog>
  )
}

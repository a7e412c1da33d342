import { Box, chakra, Heading, Text } from '@chakra-ui/react'
import { IconBadge } from '#web/components/icon'
import type { ServicePageContent } from '../service-page-query'

type Step = NonNullable<ServicePageContent['howItWorks']>[number]

/** The numbered how-it-works steps (e-commerce page), in order: an ordered list. */
export function HowItWorks({ steps }: { steps: Step[] }) {
  return (
    <chakra.ol
      listStyleType="none"
      p="0"
      m="0"
      display="grid"
      gridTemplateColumns={{
        base: '1fr',
        md: 'repeat(2, 1fr)',
        lg: `repeat(${steps.length}, 1fr)`,
      }}
      gap="8"
    >
      {steps.map((step, index) => (
        <chakra.li key={step._key} textAlign="center" data-testid="how-it-works-step">
          <IconBadge
            icon={step.icon}
            iconSize={32}
            position="relative"
            w="20"
            h="20"
            mb="4"
            bg="brand.600"
            color="white"
          >
            <Box
              position="absolute"
              top="-1"
              insetEnd="-1"
              w="8"
              h="8"
              borderRadius="full"
              bg="accent.400"
              color="gray.900"
              fontWeight="bold"
              display="flex"
              alignItems="center"
              justifyContent="center"
              aria-hidden="true"
            >
              {index + 1}
            </Box>
          </IconBadge>
          <Heading as="h3" fontSize="xl" mb="2" color="gray.900">
            {step.title}
          </Heading>
          {step.description && <Text color="gray.600">{step.description}</Text>}
        </chakra.li>
      ))}
    </chakra.ol>
  )
}

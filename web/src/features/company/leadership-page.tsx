import { Box, Card, Heading, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { CmsImage } from '../../components/cms-image'
import { PageBanner } from '../../components/sections/page-banner'
import { SocialIcon } from '../../components/social-icons'
import { useContentClient } from '../../content/content-client'
import { leadershipQuery, type TeamMember } from './company-query'
import { TitledSection } from './components/titled-section'
import { useText } from '#web/lib/ui-text'

/** /leadership: the banner, the intro and the four executives (CEO, COO, CTO, CFO). */
export default function LeadershipPage() {
  const { page, members } = useSuspenseQuery(leadershipQuery(useContentClient())).data
  const title = page?.hero?.title || 'Our Leadership'
  return (
    <>
      <PageHead
        title={title}
        description={page?.hero?.subtitle ?? page?.intro ?? ''}
        jsonLd={members.map((member) => ({
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: member.name,
          jobTitle: member.title,
          ...(member.linkedin ? { sameAs: [member.linkedin] } : {}),
        }))}
      />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />
      <TitledSection
        headingId="team-title"
        title={page?.introTitle || 'Meet the Executive Team'}
        subtitle={page?.intro}
        maxW="7xl"
      >
        <SimpleGrid
          as="ul"
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap="8"
          listStyleType="none"
          p="0"
          m="0"
        >
          {members.map((member) => (
            <MemberCard key={member._id} member={member} />
          ))}
        </SimpleGrid>
      </TitledSection>
    </>
  )
}

function MemberCard({ member }: { member: TeamMember }) {
  const text = useText()
  const name = member.name ?? ''
  const linkedin = member.linkedin && /^https?:\/\//i.test(member.linkedin) ? member.linkedin : null
  return (
    <Card.Root as="li" variant="elevated" overflow="hidden" data-testid="leader">
      <Box bg="brand.50">
        <CmsImage
          image={member.image}
          maxWidth={360}
          aspect={4 / 5}
          sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
          alt={member.image?.alt || `Portrait of ${name}`}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </Box>
      <Card.Body gap="2">
        <Heading as="h3" fontSize="xl" color="brand.700">
          {name}
        </Heading>
        <Text fontWeight="semibold" color="brand.500">
          {member.title}
        </Text>
        {member.bio && (
          <Text color="gray.600" fontSize="sm" lineHeight="tall">
            {member.bio}
          </Text>
        )}
      </Card.Body>
      {(linkedin || member.email) && (
        <Card.Footer>
          <HStack gap="2">
            {linkedin && (
              <IconButton asChild variant="subtle" colorPalette="blue" size="sm">
                <a
                  href={linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={text('{name} on LinkedIn (opens in a new tab)', { name })}
                >
                  <SocialIcon network="linkedin" />
                </a>
              </IconButton>
            )}
            {member.email && (
              <IconButton asChild variant="subtle" colorPalette="gray" size="sm">
                <a href={`mailto:${member.email}`} aria-label={text('Email {name}', { name })}>
                  <Mail aria-hidden focusable={false} />
                </a>
              </IconButton>
            )}
          </HStack>
        </Card.Footer>
      )}
    </Card.Root>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(leadershipQuery(client))

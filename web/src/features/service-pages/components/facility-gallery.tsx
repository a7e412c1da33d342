import { chakra, SimpleGrid } from '@chakra-ui/react'
import { CmsImage } from '#web/components/cms-image'
import type { ServicePageContent } from '../service-page-query'

type FacilityImage = NonNullable<ServicePageContent['facilityImages']>[number]

/** The warehousing facility photos: 1, 2 or 4 a row, each with its caption. */
export function FacilityGallery({ images }: { images: FacilityImage[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none" p="0">
      {images.map((image) => (
        <chakra.li key={image._key}>
          <chakra.figure m="0" borderRadius="xl" overflow="hidden" boxShadow="md" bg="white">
            <CmsImage
              image={{ ...image, alt: image.alt ?? undefined }}
              maxWidth={640}
              aspect={4 / 3}
              sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
              data-testid="facility-image"
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
            {image.caption && (
              <chakra.figcaption px="4" py="3" fontWeight="medium" color="gray.800">
                {image.caption}
              </chakra.figcaption>
            )}
          </chakra.figure>
        </chakra.li>
      ))}
    </SimpleGrid>
  )
}

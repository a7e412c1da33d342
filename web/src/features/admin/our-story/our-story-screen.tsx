import { Box, Text } from '@chakra-ui/react'
import { ScreenHeader } from '../common/screen-header'

/** /admin/admin-ourstory: placeholder text only (spec §2). */
export default function OurStoryScreen() {
  return (
    <Box>
      <ScreenHeader title="Our Story" />
      <Text color="gray.600">Our Story content management is coming soon.</Text>
    </Box>
  )
}

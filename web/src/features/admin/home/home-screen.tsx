import { Alert, Box, Heading, Spinner } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../auth/admin-auth'
import { LanguageToggle, useContentLang } from '../common/content-language'
import { ScreenHeader } from '../common/screen-header'
import { HomeEntriesTable } from './home-entries-table'
import { HomeForm } from './home-form'
import { entriesOf, failureMessage } from './home-messages'

export const HOME_ENTRIES_QUERY_KEY = ['admin', 'home-entries'] as const

/**
 * /admin/admin-home (spec §2): the form that saves the home page's hero slides and testimonials
 * (the documents the Studio lists too: docs/decisions/034), starting from what the page shows
 * (the list's first row) once the list is read, and below it the table of saves.
 */
export default function HomeScreen() {
  const api = useAdminApi()
  const { lang, setLang } = useContentLang()
  const entries = useQuery({
    // The entries' texts in the language edited (ADR 022): a key of their own per language.
    queryKey: [...HOME_ENTRIES_QUERY_KEY, lang],
    queryFn: async () => entriesOf(await api.listHomeEntries(lang)),
    retry: false,
  })
  return (
    <Box>
      <ScreenHeader
        title="Home Page"
        description="Videos, slogans and testimonials of the home page, as the site shows them. They are the Hero slides and Testimonials of the Studio: a save changes both."
      />
      <LanguageToggle lang={lang} onChange={setLang} />
      {entries.isPending ? (
        <Spinner color="brand.500" aria-label="Loading the current entry" mb="10" />
      ) : (
        <HomeForm
          key={lang}
          lang={lang}
          current={entries.data?.[0] ?? null}
          reload={async () => (await entries.refetch()).data?.[0] ?? null}
        />
      )}
      <Heading as="h2" fontSize="xl" color="brand.700" mb="4">
        Saved entries
      </Heading>
      {entries.isPending ? (
        <Spinner color="brand.500" aria-label="Loading entries" />
      ) : entries.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failureMessage(entries.error)}</Alert.Title>
        </Alert.Root>
      ) : (
        <HomeEntriesTable entries={entries.data} />
      )}
    </Box>
  )
}

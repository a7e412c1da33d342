import { Alert, Box, Heading, Spinner } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../auth/admin-auth'
import { LanguageToggle, useContentLang } from '../shared/content-language'
import { ScreenHeader } from '../shared/screen-header'
import { HomeEntriesTable } from './home-entries-table'
import { HomeForm } from './home-form'
import { entriesOf, failureMessage } from './home-messages'

export const HOME_ENTRIES_QUERY_KEY = ['admin', 'home-entries'] as const

/**
 * /admin/admin-home (spec §2): the form that saves a new home entry (the newest drives the
 * public hero and testimonials), starting from the newest entry once the list is read, and
 * below it the table of saved entries.
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
        description="Videos, slogans and testimonials of the home page. The newest entry is shown on the site."
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

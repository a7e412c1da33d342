import { Box, Container, Heading, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { EMAIL_MAX_LENGTH } from '#contract/limits'
import { INVALID_CREDENTIALS } from '#contract/messages'
import { PageHead } from '#web/lib/head'
import { PlainButton, PlainInput } from '#web/components/plain-controls'
import { FormField } from '#web/components/form-field'
import { useNavigate } from '#web/lib/router'
import { ADMIN_SCREEN_PATHS } from '../admin-paths'
import { AdminProvider, useAdminAuth } from '../auth/admin-auth'

/** /admin-login, under the site's common layout (spec §2). */
export default function AdminLoginPage() {
  return (
    <AdminProvider>
      <PageHead title="Admin Login" description="Sign in to the admin panel." noindex />
      <Container maxW="md" py={{ base: '12', md: '20' }}>
        <AdminLoginForm />
      </Container>
    </AdminProvider>
  )
}

/**
 * E-mail (required, e-mail type) and password (required), checked by the browser before any
 * request (spec §5). No token back, or a request error, shows 'Invalid credentials' (spec §8);
 * success goes to /admin.
 */
function AdminLoginForm() {
  const { login } = useAdminAuth()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    setFailed(false)
    let signedIn = false
    try {
      signedIn = await login(String(data.get('email') ?? ''), String(data.get('password') ?? ''))
    } catch {
      signedIn = false
    }
    setBusy(false)
    if (signedIn) navigate(ADMIN_SCREEN_PATHS.dashboard)
    else setFailed(true)
  }

  return (
    <Box
      as="section"
      aria-labelledby="admin-login-heading"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="md"
      p={{ base: '6', md: '8' }}
    >
      <Heading id="admin-login-heading" as="h1" fontSize="2xl" color="brand.700" mb="6">
        Admin Login
      </Heading>
      {failed && (
        // The look of Chakra's error Alert on a plain element: the public theme has no alert
        // recipe (the forms use none), and this page is public (spec §2).
        <Box
          role="alert"
          mb="5"
          px="4"
          py="3"
          borderRadius="l3"
          bg="red.subtle"
          color="red.fg"
          fontWeight="medium"
        >
          {INVALID_CREDENTIALS}
        </Box>
      )}
      <form onSubmit={handleSubmit}>
        <Stack gap="5">
          <FormField label="Email" required>
            {(control) => (
              <PlainInput
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                maxLength={EMAIL_MAX_LENGTH}
              />
            )}
          </FormField>
          <FormField label="Password" required>
            {(control) => (
              <PlainInput
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
              />
            )}
          </FormField>
          <PlainButton type="submit" bg="brand.500" color="white" disabled={busy} aria-busy={busy}>
            Login
          </PlainButton>
        </Stack>
      </form>
    </Box>
  )
}

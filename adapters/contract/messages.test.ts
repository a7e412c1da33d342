import { describe, expect, it } from 'vitest'
import * as messages from './messages'

describe('spec §8 texts', () => {
  it('are verbatim', () => {
    expect({ ...messages }).toMatchObject({
      INVALID_CREDENTIALS: 'Invalid credentials',
      AUTH_OUTSIDE_PROVIDER: 'useAdminAuth must be used within AdminProvider',
      DATA_SAVED: 'Data saved successfully!',
      FAILED_TO_SAVE_DATA: 'Failed to save data',
      FAILED_TO_FETCH_DATA: 'Failed to fetch data',
      UNKNOWN_ERROR_OCCURRED: 'Unknown error occurred',
      ERROR_PREFIX: 'Error: ',
      NETWORK_ERROR_PREFIX: 'Network error: ',
      AN_UNKNOWN_ERROR_OCCURRED: 'An unknown error occurred.',
      ABOUT_SAVED: 'About page data saved successfully!',
      MEDIA_CENTER_SAVED: 'Media Center data saved successfully!',
      ERROR_WHILE_SAVING: 'An error occurred while saving data',
      APPLICATION_SUBMITTED: 'Application submitted successfully!',
      APPLICATION_SUBMITTED_CONTACT_SOON:
        'Application submitted successfully! We will contact you soon.',
      APPLICATION_FAILED:
        'There was an error submitting your application. Please try again later or email us directly.',
    })
  })
})

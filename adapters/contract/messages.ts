/**
 * The texts of spec §8 that the admin screens and the careers form show, verbatim. Templates are
 * functions so the placeholder can't be spelled two ways.
 */

/** Admin login failure (no token returned or request error): an alert. */
export const INVALID_CREDENTIALS = 'Invalid credentials'
/** Auth state used outside its provider. */
export const AUTH_OUTSIDE_PROVIDER = 'useAdminAuth must be used within AdminProvider'

/** Admin home success; also the track-shipment success alert. */
export const DATA_SAVED = 'Data saved successfully!'
/** Admin home: a save reply without success and without a server error. */
export const FAILED_TO_SAVE_DATA = 'Failed to save data'
/** Admin home: a list reply without success and without a server error. */
export const FAILED_TO_FETCH_DATA = 'Failed to fetch data'
/** Admin home: fallback when a thrown value has no message. */
export const UNKNOWN_ERROR_OCCURRED = 'Unknown error occurred'
/** Prefix of admin failure messages ('Error: ' plus the message). */
export const ERROR_PREFIX = 'Error: '
/** Track-shipment: prefix of a thrown (network) error. */
export const NETWORK_ERROR_PREFIX = 'Network error: '
/** Track-shipment: fallback failure. */
export const AN_UNKNOWN_ERROR_OCCURRED = 'An unknown error occurred.'
/** Admin about success. */
export const ABOUT_SAVED = 'About page data saved successfully!'
/** Admin media center success alert. */
export const MEDIA_CENTER_SAVED = 'Media Center data saved successfully!'
/** Admin media center: an exception while saving. */
export const ERROR_WHILE_SAVING = 'An error occurred while saving data'

/** Careers: the alert right after the request, before the response is checked. */
export const APPLICATION_SUBMITTED = 'Application submitted successfully!'
/** Careers: success when the server gives no message of its own. */
export const APPLICATION_SUBMITTED_CONTACT_SOON =
  'Application submitted successfully! We will contact you soon.'
/** Careers: failure when the error has no message of its own. */
export const APPLICATION_FAILED =
  'There was an error submitting your application. Please try again later or email us directly.'

/** Admin home: a non-OK status. */
export function httpErrorMessage(code: number | string): string {
  return `HTTP error! status: ${code}`
}

/** Careers: a reply that is not JSON. */
export function nonJsonResponseMessage(text: string): string {
  return `Server returned non-JSON response: ${text}`
}

/** Careers: a non-OK reply without an error field. */
export function serverRespondedMessage(status: number | string): string {
  return `Server responded with ${status}`
}

/** 'Error: ' plus the message, as the admin screens show failures. */
export function errorMessage(message: string): string {
  return `${ERROR_PREFIX}${message}`
}

/** 'Network error: ' plus the message (track-shipment, on a thrown error). */
export function networkErrorMessage(message: string): string {
  return `${NETWORK_ERROR_PREFIX}${message}`
}

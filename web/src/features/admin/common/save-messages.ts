import {
  AN_UNKNOWN_ERROR_OCCURRED,
  ERROR_WHILE_SAVING,
  errorMessage,
  httpErrorMessage,
  networkErrorMessage,
} from '#contract/messages'
import type { SaveResponse } from '#contract/fields'
import type { ApiReply } from '#web/api/legacy-api'
import type { SaveResult } from './result-alert'

/**
 * The save outcomes of the about, track-shipment and media center screens, in the words of
 * spec §8 (the home screen's are in home/home-messages.ts).
 */

/** A thrown value's message, if it has one. */
export function thrownMessage(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : ''
}

/**
 * About and media center (spec §8): the success text, or 'Error: ' plus the server's error
 * field, or for a reply that is not the contract's JSON (a proxy's error page) its status.
 */
export function saveReplyResult(success: string, reply: ApiReply<SaveResponse>): SaveResult {
  if (reply.ok && reply.body?.success) return { status: 'success', message: success }
  const reason =
    reply.body && !reply.body.success ? reply.body.error : httpErrorMessage(reply.status)
  return { status: 'error', message: errorMessage(reason) }
}

/** About (spec §8): a save that got no reply: 'Error: ' plus the message. */
export function aboutThrown(error: unknown): SaveResult {
  return { status: 'error', message: errorMessage(thrownMessage(error) || 'Failed to fetch') }
}

/**
 * Track-shipment (spec §8): 'Error: ' plus the server error; 'Network error: ' plus the message
 * on a thrown error (see `networkFailure`); otherwise 'An unknown error occurred.'.
 */
export function trackshipSaveResult(success: string, reply: ApiReply<SaveResponse>): SaveResult {
  if (reply.ok && reply.body?.success) return { status: 'success', message: success }
  if (reply.body && !reply.body.success)
    return { status: 'error', message: errorMessage(reply.body.error) }
  return { status: 'error', message: AN_UNKNOWN_ERROR_OCCURRED }
}

/** Track-shipment (spec §8): a save that got no reply: 'Network error: ' plus the message. */
export function networkFailure(error: unknown): SaveResult {
  return {
    status: 'error',
    message: networkErrorMessage(thrownMessage(error) || 'Failed to fetch'),
  }
}

/** Media center (spec §8): a save that got no reply at all (network down). */
export const MEDIA_CENTER_THREW: SaveResult = { status: 'error', message: ERROR_WHILE_SAVING }

import {
  AN_UNKNOWN_ERROR_OCCURRED,
  errorMessage,
  httpErrorMessage,
  networkErrorMessage,
} from '../../../../../adapters/contract/messages'
import type { SaveResponse } from '../../../../../adapters/contract/fields'
import type { ApiReply } from '../../../api/legacy-api'
import type { SaveResult } from './result-alert'

/** A thrown value's message, if it has one. */
export function thrownMessage(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : ''
}

/**
 * The reason a save reply is a failure, for 'Error: ' plus the message: the server's error
 * field, or for a reply that is not the contract's JSON (a proxy's error page), its status.
 */
export function replyFailure(reply: ApiReply<SaveResponse>): string | null {
  if (reply.ok && reply.body?.success) return null
  if (reply.body && !reply.body.success) return reply.body.error
  return httpErrorMessage(reply.status)
}

/** About (spec §8): success text, or 'Error: ' plus the message. */
export function aboutSaveResult(success: string, reply: ApiReply<SaveResponse>): SaveResult {
  const failure = replyFailure(reply)
  return failure === null
    ? { status: 'success', message: success }
    : { status: 'error', message: errorMessage(failure) }
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

export function networkFailure(error: unknown): SaveResult {
  return {
    status: 'error',
    message: networkErrorMessage(thrownMessage(error) || 'Failed to fetch'),
  }
}

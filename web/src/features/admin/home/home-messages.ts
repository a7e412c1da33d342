import type { HomeListResponse, HomeSaveResponse } from '#contract/home'
import {
  DATA_SAVED,
  errorMessage,
  FAILED_TO_FETCH_DATA,
  FAILED_TO_SAVE_DATA,
  httpErrorMessage,
  UNKNOWN_ERROR_OCCURRED,
} from '#contract/messages'
import type { ApiReply } from '#web/api/legacy-api'
import type { SaveResult } from '../common/result-alert'
import { thrownMessage } from '../common/save-messages'

/**
 * The admin home screen's texts (spec §8): a non-OK status is 'HTTP error! status: {code}', a
 * reply without success is the server's error or 'Failed to save data' / 'Failed to fetch data',
 * and every failure shows as 'Error: ...' ('Unknown error occurred' when there is no message).
 * A message containing 'Error' is a danger alert, any other a success alert.
 */
export class HomeCallError extends Error {}

/** Throws the failure of a save reply; returns nothing when it succeeded. */
export function assertSaved(reply: ApiReply<HomeSaveResponse>): void {
  if (!reply.ok) throw new HomeCallError(httpErrorMessage(reply.status))
  if (!reply.body?.success) {
    throw new HomeCallError(
      (reply.body && !reply.body.success && reply.body.error) || FAILED_TO_SAVE_DATA,
    )
  }
}

/** The entries of a list reply, or throws its failure. */
export function entriesOf(reply: ApiReply<HomeListResponse>) {
  if (!reply.ok) throw new HomeCallError(httpErrorMessage(reply.status))
  if (!reply.body?.success) {
    throw new HomeCallError(
      (reply.body && !reply.body.success && reply.body.error) || FAILED_TO_FETCH_DATA,
    )
  }
  return reply.body.data
}

/** 'Error: ' plus what was thrown, or 'Unknown error occurred'. */
export function failureMessage(error: unknown): string {
  return errorMessage(thrownMessage(error) || UNKNOWN_ERROR_OCCURRED)
}

/** The alert of a message: danger when it contains 'Error', success otherwise. */
export function homeResult(message: string): SaveResult {
  return { status: message.includes('Error') ? 'error' : 'success', message }
}

export const SAVED_RESULT = homeResult(DATA_SAVED)

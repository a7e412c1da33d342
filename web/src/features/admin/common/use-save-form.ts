import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { SaveResult } from './result-alert'
import { useSave, type OnProgress } from './use-save'

export interface SaveFormOptions<Input extends FieldValues, Output, Reply> {
  /** The form's schema, derived from the contract's request schema of its call. */
  schema: z.ZodType<Output, Input>
  defaultValues: DefaultValues<Input>
  /** A last check of valid values before sending (a limit of the whole body), or null. */
  refuse?: (values: Output) => SaveResult | null
  /** Sends the valid values; rejects only when no reply came (the legacy client's way). */
  send: (values: Output, onProgress: OnProgress) => Promise<Reply>
  /** The outcome of a reply, in the screen's words (spec §8); a throw counts as `thrown`. */
  outcome: (reply: Reply) => SaveResult
  /** The outcome of a save that got no reply (the network is down), in the screen's words. */
  thrown: (error: unknown) => SaveResult
  /** What a successful save does to the form: clear it, or keep it as saved (spec §4). */
  onSaved: (form: UseFormReturn<Input, unknown, Output>) => Promise<unknown> | void
}

/**
 * An admin content form, the one way they all work: react-hook-form checks the values with the
 * form's schema (errors under the fields), then the save runs (busy state, upload progress)
 * and, when it succeeded, `onSaved` runs; then the result shows (SubmitRow, by the button).
 */
export function useSaveForm<Input extends FieldValues, Output, Reply>(
  options: SaveFormOptions<Input, Output, Reply>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  })
  const save = useSave()

  const submit = form.handleSubmit(async (values) => {
    await save.run(async (onProgress) => {
      const refusal = options.refuse?.(values)
      if (refusal) return refusal
      let outcome: SaveResult
      try {
        outcome = options.outcome(await options.send(values, onProgress))
      } catch (error) {
        return options.thrown(error)
      }
      // The form takes its saved state before the result shows: a reset that changes the
      // form's height would otherwise move the message after it was scrolled into view.
      if (outcome.status === 'success') await options.onSaved(form)
      return outcome
    })
  })

  return { ...form, save, submit }
}

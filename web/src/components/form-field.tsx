import { chakra } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { useText } from '../lib/ui-text'

/** The props a field's control must carry (spread them onto the input, select or textarea). */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
  disabled?: boolean
}

interface FormFieldProps {
  /** Visible label, tied to the control with for/id. */
  label: string
  /** The validation message; when set the field is invalid and the message is announced. */
  error?: string
  required?: boolean
  disabled?: boolean
  /** A short help line under the control (linked with aria-describedby too). */
  hint?: string
  /** Renders the control with the ids and aria attributes it needs. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The one field wrapper of every form, the public ones (quote, contact, careers) and the admin
 * panel's (login and the content screens): a visible label (with '*' when required), the control,
 * an optional hint and the error text (announced politely). The control is linked to hint and
 * error with aria-describedby and marked aria-invalid while it has an error. Forms pass it the
 * error of their react-hook-form field.
 *
 * Plain elements with the look of Chakra's Field (its recipe's spacing and text styles): Chakra's
 * Field adds a context provider and Ark's field hooks to every field, work that each of the
 * form's fields would repeat while the form hydrates. The parts keep Chakra's `data-part` names.
 * The control may be a plain element (PlainInput) or Chakra's own Input or Textarea (the admin
 * panel's): outside a Field those take the ids and aria attributes given here as they are.
 *
 * The error and the hint are shown in the page's language (ADR 022): the zod schemas and the
 * contract keep the spec's English messages (§5 verbatim), so they are translated here, where
 * every form shows them, through `text()` (which also matches messages with values in them, such
 * as a maximum length). Labels come translated from the forms. The admin panel is English, so
 * its messages pass through unchanged.
 */
export function FormField({ label, error, required, disabled, hint, children }: FormFieldProps) {
  const text = useText()
  const id = `field-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <chakra.div
      data-part="root"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      position="relative"
      width="100%"
      gap="1.5"
    >
      <chakra.label
        data-part="label"
        htmlFor={id}
        display="flex"
        alignItems="center"
        gap="1"
        textAlign="start"
        textStyle="sm"
        fontWeight="semibold"
        userSelect="none"
        opacity={disabled ? 0.5 : undefined}
      >
        {label}
        {required && (
          <chakra.span aria-hidden="true" color="red.600" lineHeight="1">
            *
          </chakra.span>
        )}
      </chakra.label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required,
        disabled,
      })}
      {hint && (
        <chakra.div id={hintId} data-part="helper-text" textStyle="xs" color="gray.600">
          {text(hint)}
        </chakra.div>
      )}
      {error && (
        <chakra.div
          id={errorId}
          data-part="error-text"
          aria-live="polite"
          display="inline-flex"
          alignItems="center"
          gap="1"
          textStyle="xs"
          fontWeight="medium"
          color="red.700"
        >
          {text(error)}
        </chakra.div>
      )}
    </chakra.div>
  )
}

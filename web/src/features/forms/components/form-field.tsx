import { Field } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** The accessibility props a field's control must carry (spread them onto the input). */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
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
 * The one field wrapper of every form: a visible label (with '*' when required), the control,
 * an optional hint and the error text. The control is linked to hint and error with
 * aria-describedby and marked aria-invalid while it has an error.
 */
export function FormField({ label, error, required, disabled, hint, children }: FormFieldProps) {
  const id = `field-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: hintId }}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <Field.Label fontWeight="semibold">
        {label}
        <Field.RequiredIndicator color="red.600" />
      </Field.Label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && <Field.HelperText color="gray.600">{hint}</Field.HelperText>}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  )
}

import { Box, SimpleGrid, type ButtonProps } from '@chakra-ui/react'
import type { ComponentProps, ComponentType, ReactNode } from 'react'
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import { FormField } from '#web/components/form-field'
import { TYPED_TEXT_CSS } from '#web/lib/bidi'
import { useText, type TranslateText } from '#web/lib/ui-text'
import { PlainInput } from '#web/components/plain-controls'
import { PlainTextarea } from './plain-textarea'
import { SelectControl } from './select-control'

/**
 * The pieces the three public forms (quote, contact, careers) are built from: a field is a
 * FormField with its plain control, laid out two to a row with the long text under them, and
 * the forms' one submit button look.
 */

/** A field's react-hook-form registration with its message, as `bindFields` gives it. */
export type BoundField = UseFormRegisterReturn & { error?: string }

/**
 * A form's `field(name)`: the registration of a field and the message of its last check.
 * `clearOnEdit`: a field's message goes away as soon as that field is edited (the Get Quote
 * form, which checks again only on the next submit).
 */
export function bindFields<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  { clearOnEdit = false } = {},
) {
  const { errors } = form.formState
  return (name: Path<Input>): BoundField => ({
    ...form.register(name, clearOnEdit ? { onChange: () => form.clearErrors(name) } : undefined),
    error: (get(errors, name) as FieldError | undefined)?.message,
  })
}

interface LabelProps {
  label: string
  error?: string
  required?: boolean
  disabled?: boolean
  hint?: string
}

/** A field's label props, then those of its control (less the id the field gives it). */
type FieldProps<ControlProps> = LabelProps & Omit<ControlProps, keyof LabelProps | 'id'>

/**
 * A labelled field (FormField) of one kind of control: the control takes the rest of the props.
 * `typed`: the visitor types its text, laid out in its own direction (ADR 036).
 */
function fieldOf<ControlProps extends object>(
  Control: ComponentType<ControlProps>,
  { typed = false } = {},
) {
  return function Field({
    label,
    error,
    required,
    disabled,
    hint,
    ...props
  }: FieldProps<ControlProps>) {
    return (
      <FormField label={label} error={error} required={required} disabled={disabled} hint={hint}>
        {(control) => (
          <Control
            {...control}
            {...(typed && { css: TYPED_TEXT_CSS })}
            {...(props as ControlProps)}
          />
        )}
      </FormField>
    )
  }
}

export const InputField = fieldOf(PlainInput, { typed: true })
export const SelectField = fieldOf(SelectControl)
const TextField = fieldOf(PlainTextarea, { typed: true })

/** The long text at the end of a form, across the width under the other fields. */
export function TextareaField(props: ComponentProps<typeof TextField>) {
  return (
    <Box mt="5">
      <TextField {...props} />
    </Box>
  )
}

/** Two fields to a row (one on small screens). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {children}
    </SimpleGrid>
  )
}

/** The person fields in order: label (in the page's language), input type, autocomplete token. */
const personFieldsIn = (text: TranslateText) =>
  [
    { part: 'name', label: text('Full Name'), autoComplete: 'name' },
    { part: 'email', label: text('Email'), type: 'email', autoComplete: 'email' },
    { part: 'phone', label: text('Phone'), type: 'tel', autoComplete: 'tel' },
  ] as const
type PersonPart = ReturnType<typeof personFieldsIn>[number]['part']

/**
 * Who is asking, the first three fields of every form: full name, e-mail and phone.
 * `maxLength`: the caps of the careers.php contract (the other forms send nothing).
 */
export function PersonFields(
  props: Record<PersonPart, BoundField> & {
    disabled?: boolean
    maxLength?: Record<PersonPart, number>
  },
) {
  const text = useText()
  return personFieldsIn(text).map(({ part, label, ...input }) => (
    <InputField
      key={part}
      label={label}
      required
      disabled={props.disabled}
      {...props[part]}
      {...input}
      maxLength={props.maxLength?.[part]}
    />
  ))
}

/** The submit button of every form (Chakra's Button where it shows `loading`, else PlainButton). */
export const submitButtonStyle = {
  type: 'submit',
  mt: '8',
  size: 'lg',
  bg: 'brand.500',
  color: 'white',
  _hover: { bg: 'brand.600' },
} as const satisfies ButtonProps

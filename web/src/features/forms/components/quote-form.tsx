import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PlainButton } from '#web/components/plain-controls'
import { quoteCargoOptions } from '../form-options'
import {
  emptyQuoteForm,
  quoteFormSchema,
  type QuoteFormInput,
  type QuoteFormValues,
} from '../form-schemas'
import {
  bindFields,
  FieldGrid,
  InputField,
  PersonFields,
  SelectField,
  submitButtonStyle,
  TextareaField,
} from './form-fields'

/**
 * The Get Quote form (spec §4, §5): checked on submit only, nothing is sent. A field's message
 * goes away as soon as that field is edited (it is checked again on the next submit).
 */
export function QuoteForm({ onSubmitted }: { onSubmitted: (values: QuoteFormValues) => void }) {
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: emptyQuoteForm,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const field = bindFields(form, { clearOnEdit: true })

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmitted)} aria-label="Quote request">
      <FieldGrid>
        <PersonFields name={field('name')} email={field('email')} phone={field('phone')} />
        <SelectField label="Cargo Type" {...field('cargoType')} options={quoteCargoOptions} />
        <InputField label="Origin" required {...field('origin')} placeholder="City, Country" />
        <InputField
          label="Destination"
          required
          {...field('destination')}
          placeholder="City, Country"
        />
        <InputField
          label="Weight (kg)"
          required
          {...field('weight')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
        />
        <InputField
          label="Dimensions (L x W x H)"
          {...field('dimensions')}
          placeholder="e.g. 120 x 80 x 100 cm"
        />
        <InputField label="Desired Pickup Date" {...field('date')} type="date" />
      </FieldGrid>
      <TextareaField label="Additional Information" {...field('additionalInfo')} rows={5} />
      <PlainButton {...submitButtonStyle}>Submit Request</PlainButton>
    </form>
  )
}

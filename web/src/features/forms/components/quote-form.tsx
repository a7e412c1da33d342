import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PlainButton } from '#web/components/plain-controls'
import { useText } from '#web/lib/ui-text'
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
import { Honeypot } from './abuse-controls'
import { SendFailureAlert, useQuoteSend } from './quote-send'

/**
 * The Get Quote form (spec §4, §5): checked on submit only; a field's message goes away as soon
 * as that field is edited (it is checked again on the next submit). A valid request is sent to
 * quote.php (issue 13) and `onSent` runs once the server accepted it; on a failure the form says
 * so above its button and keeps every value.
 */
export function QuoteForm({ onSent }: { onSent: () => void }) {
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: emptyQuoteForm,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const text = useText()
  const field = bindFields(form, { clearOnEdit: true })
  const { send, failure, honeypot } = useQuoteSend()
  const sending = form.formState.isSubmitting

  const submit = async (values: QuoteFormValues) => {
    if (await send({ source: 'get-quote', ...values })) onSent()
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={text('Quote request')}
      aria-busy={sending}
    >
      <FieldGrid>
        <PersonFields name={field('name')} email={field('email')} phone={field('phone')} />
        <SelectField
          label={text('Cargo Type')}
          {...field('cargoType')}
          options={quoteCargoOptions}
        />
        <InputField
          label={text('Origin')}
          required
          {...field('origin')}
          placeholder={text('City, Country')}
        />
        <InputField
          label={text('Destination')}
          required
          {...field('destination')}
          placeholder={text('City, Country')}
        />
        <InputField
          label={text('Weight (kg)')}
          required
          {...field('weight')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
        />
        <InputField
          label={text('Dimensions (L x W x H)')}
          {...field('dimensions')}
          placeholder={text('e.g. 120 x 80 x 100 cm')}
        />
        <InputField label={text('Desired Pickup Date')} {...field('date')} type="date" />
      </FieldGrid>
      <TextareaField label={text('Additional Information')} {...field('additionalInfo')} rows={5} />
      <Honeypot ref={honeypot} />
      {failure && <SendFailureAlert failure={failure} />}
      <PlainButton {...submitButtonStyle} disabled={sending}>
        {sending ? text('Sending...') : text('Submit Request')}
      </PlainButton>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PlainButton } from '#web/components/plain-controls'
import { contactCargoOptions, contactServiceOptions } from '../form-options'
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormInput,
  type ContactFormValues,
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
 * The contact page's 'Request Quote' form (spec §4, §5): a valid inquiry is sent to quote.php
 * (issue 13) and, once the server accepted it, the browser alert thanks; the values stay in the
 * form. On a failure the form says so above its button and keeps every value.
 */
export function ContactForm({ successMessage }: { successMessage: string }) {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  })
  const field = bindFields(form)
  const { send, failure, honeypot } = useQuoteSend()
  const sending = form.formState.isSubmitting

  const submit = async ({ weight, ...values }: ContactFormValues) => {
    // The contract takes the weight as a number (kg), or '' when none was given.
    const sent = await send({ source: 'contact', ...values, weight: weight && Number(weight) })
    if (sent) window.alert(successMessage)
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label="Request quote"
      aria-busy={sending}
    >
      <FieldGrid>
        <PersonFields name={field('name')} email={field('email')} phone={field('phone')} />
        <SelectField
          label="Service"
          required
          {...field('service')}
          placeholder="Select a service"
          options={contactServiceOptions}
        />
        <InputField label="Origin" {...field('origin')} placeholder="City, Country" />
        <InputField label="Destination" {...field('destination')} placeholder="City, Country" />
        <SelectField
          label="Cargo Type"
          {...field('cargoType')}
          placeholder="Select a cargo type"
          options={contactCargoOptions}
        />
        <InputField
          label="Weight (kg)"
          {...field('weight')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
        />
      </FieldGrid>
      <TextareaField label="Message" {...field('message')} rows={5} />
      <Honeypot ref={honeypot} />
      {failure && <SendFailureAlert failure={failure} />}
      <PlainButton {...submitButtonStyle} disabled={sending}>
        {sending ? 'Sending...' : 'Send Request'}
      </PlainButton>
    </form>
  )
}

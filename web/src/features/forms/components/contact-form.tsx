import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PlainButton } from '#web/components/plain-controls'
import { useText } from '#web/lib/ui-text'
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
  const text = useText()
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
      aria-label={text('Request quote')}
      aria-busy={sending}
    >
      <FieldGrid>
        <PersonFields name={field('name')} email={field('email')} phone={field('phone')} />
        <SelectField
          label={text('Service')}
          required
          {...field('service')}
          placeholder={text('Select a service')}
          options={contactServiceOptions}
        />
        <InputField
          label={text('Origin')}
          {...field('origin')}
          placeholder={text('City, Country')}
        />
        <InputField
          label={text('Destination')}
          {...field('destination')}
          placeholder={text('City, Country')}
        />
        <SelectField
          label={text('Cargo Type')}
          {...field('cargoType')}
          placeholder={text('Select a cargo type')}
          options={contactCargoOptions}
        />
        <InputField
          label={text('Weight (kg)')}
          {...field('weight')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
        />
      </FieldGrid>
      <TextareaField label={text('Message')} {...field('message')} rows={5} />
      <Honeypot ref={honeypot} />
      {failure && <SendFailureAlert failure={failure} />}
      <PlainButton {...submitButtonStyle} disabled={sending}>
        {sending ? text('Sending...') : text('Send Request')}
      </PlainButton>
    </form>
  )
}

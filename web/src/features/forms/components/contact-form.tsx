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

/**
 * The contact page's 'Request Quote' form (spec §4, §5): a valid submit logs the inquiry and
 * shows a browser alert; nothing is sent and the values stay in the form.
 */
export function ContactForm({ successMessage }: { successMessage: string }) {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  })
  const field = bindFields(form)

  const submit = (values: ContactFormValues) => {
    console.info('Contact quote request', values)
    window.alert(successMessage)
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Request quote">
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
      <PlainButton {...submitButtonStyle}>Send Request</PlainButton>
    </form>
  )
}

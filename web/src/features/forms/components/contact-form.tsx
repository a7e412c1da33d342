import { Box, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { contactCargoOptions, contactServiceOptions } from '../form-options'
import {
  contactFormSchema,
  emptyContactForm,
  type ContactFormInput,
  type ContactFormValues,
} from '../form-schemas'
import { PlainButton, PlainInput } from '../../../components/plain-controls'
import { FormField } from '../../../components/form-field'
import { PlainTextarea } from './plain-textarea'
import { SelectControl } from './select-control'

/**
 * The contact page's 'Request Quote' form (spec §4, §5): a valid submit logs the inquiry and
 * shows a browser alert; nothing is sent and the values stay in the form.
 */
export function ContactForm({ successMessage }: { successMessage: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  })

  const submit = (values: ContactFormValues) => {
    console.info('Contact quote request', values)
    window.alert(successMessage)
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Request quote">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Full Name" error={errors.name?.message} required>
          {(props) => <PlainInput {...props} {...register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          {(props) => (
            <PlainInput {...props} {...register('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} required>
          {(props) => (
            <PlainInput {...props} {...register('phone')} type="tel" autoComplete="tel" />
          )}
        </FormField>
        <FormField label="Service" error={errors.service?.message} required>
          {(props) => (
            <SelectControl
              {...props}
              {...register('service')}
              placeholder="Select a service"
              options={contactServiceOptions}
            />
          )}
        </FormField>
        <FormField label="Origin" error={errors.origin?.message}>
          {(props) => <PlainInput {...props} {...register('origin')} placeholder="City, Country" />}
        </FormField>
        <FormField label="Destination" error={errors.destination?.message}>
          {(props) => (
            <PlainInput {...props} {...register('destination')} placeholder="City, Country" />
          )}
        </FormField>
        <FormField label="Cargo Type" error={errors.cargoType?.message}>
          {(props) => (
            <SelectControl
              {...props}
              {...register('cargoType')}
              placeholder="Select a cargo type"
              options={contactCargoOptions}
            />
          )}
        </FormField>
        <FormField label="Weight (kg)" error={errors.weight?.message}>
          {(props) => (
            <PlainInput
              {...props}
              {...register('weight')}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
            />
          )}
        </FormField>
      </SimpleGrid>
      <Box mt="5">
        <FormField label="Message" error={errors.message?.message}>
          {(props) => <PlainTextarea {...props} {...register('message')} rows={5} />}
        </FormField>
      </Box>
      <PlainButton
        type="submit"
        mt="8"
        size="lg"
        bg="brand.500"
        color="white"
        _hover={{ bg: 'brand.600' }}
      >
        Send Request
      </PlainButton>
    </form>
  )
}

import { Box, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { quoteCargoOptions } from '../form-options'
import {
  emptyQuoteForm,
  quoteFormSchema,
  type QuoteFormInput,
  type QuoteFormValues,
} from '../form-schemas'
import { PlainButton, PlainInput } from '../../../components/plain-controls'
import { FormField } from '../../../components/form-field'
import { PlainTextarea } from './plain-textarea'
import { SelectControl } from './select-control'

/**
 * The Get Quote form (spec §4, §5): checked on submit only, nothing is sent. A field's message
 * goes away as soon as that field is edited (it is checked again on the next submit).
 */
export function QuoteForm({ onSubmitted }: { onSubmitted: (values: QuoteFormValues) => void }) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: emptyQuoteForm,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })

  const field = (name: keyof QuoteFormInput) =>
    register(name, { onChange: () => clearErrors(name) })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitted)} aria-label="Quote request">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Full Name" error={errors.name?.message} required>
          {(control) => <PlainInput {...control} {...field('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          {(control) => (
            <PlainInput {...control} {...field('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} required>
          {(control) => (
            <PlainInput {...control} {...field('phone')} type="tel" autoComplete="tel" />
          )}
        </FormField>
        <FormField label="Cargo Type" error={errors.cargoType?.message}>
          {(control) => (
            <SelectControl {...control} {...field('cargoType')} options={quoteCargoOptions} />
          )}
        </FormField>
        <FormField label="Origin" error={errors.origin?.message} required>
          {(control) => (
            <PlainInput {...control} {...field('origin')} placeholder="City, Country" />
          )}
        </FormField>
        <FormField label="Destination" error={errors.destination?.message} required>
          {(control) => (
            <PlainInput {...control} {...field('destination')} placeholder="City, Country" />
          )}
        </FormField>
        <FormField label="Weight (kg)" error={errors.weight?.message} required>
          {(control) => (
            <PlainInput
              {...control}
              {...field('weight')}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
            />
          )}
        </FormField>
        <FormField label="Dimensions (L x W x H)" error={errors.dimensions?.message}>
          {(control) => (
            <PlainInput
              {...control}
              {...field('dimensions')}
              placeholder="e.g. 120 x 80 x 100 cm"
            />
          )}
        </FormField>
        <FormField label="Desired Pickup Date" error={errors.date?.message}>
          {(control) => <PlainInput {...control} {...field('date')} type="date" />}
        </FormField>
      </SimpleGrid>
      <Box mt="5">
        <FormField label="Additional Information" error={errors.additionalInfo?.message}>
          {(control) => <PlainTextarea {...control} {...field('additionalInfo')} rows={5} />}
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
        Submit Request
      </PlainButton>
    </form>
  )
}

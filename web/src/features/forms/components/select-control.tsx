import { NativeSelect } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import type { SelectOption } from '../form-options'

type SelectControlProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & {
  options: SelectOption[]
  /** First option with the value '' (no choice yet). */
  placeholder?: string
}

/** A native select (keyboard and screen-reader friendly everywhere) with the site's styling. */
export function SelectControl({ options, placeholder, ...props }: SelectControlProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field placeholder={placeholder} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import type { SelectOption } from '../form-options'

type SelectControlProps = Omit<HTMLChakraProps<'select'>, 'children'> & {
  options: SelectOption[]
  /** First option with the value '' (no choice yet). */
  placeholder?: string
}

/**
 * A native select (keyboard and screen-reader friendly everywhere) with the look of Chakra's
 * NativeSelect (outline, md) as plain elements: no slot recipe or context per select.
 */
export function SelectControl({ options, placeholder, ...props }: SelectControlProps) {
  return (
    <chakra.div position="relative" display="flex" width="100%">
      <chakra.select
        width="100%"
        minWidth="0"
        height="10"
        ps="3"
        pe="8"
        textStyle="sm"
        lineHeight="normal"
        appearance="none"
        bg="transparent"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        outline="0"
        focusVisibleRing="inside"
        _invalid={{ borderColor: 'border.error', focusRingColor: 'border.error' }}
        _disabled={{ layerStyle: 'disabled' }}
        css={{ '& > option': { bg: 'bg' } }}
        {...props}
      >
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
      <chakra.svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        position="absolute"
        insetEnd="2"
        top="50%"
        transform="translateY(-50%)"
        boxSize="1em"
        textStyle="lg"
        color={props['aria-invalid'] ? 'fg.error' : 'fg.muted'}
        opacity={props.disabled ? 0.5 : undefined}
        pointerEvents="none"
      >
        <path d="m6 9 6 6 6-6" />
      </chakra.svg>
    </chakra.div>
  )
}

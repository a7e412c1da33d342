import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { useText } from '#web/lib/ui-text'
import type { SelectOption } from '../form-options'

type SelectControlProps = Omit<HTMLChakraProps<'select'>, 'children'> & {
  options: SelectOption[]
  /** First option with the value '' (no choice yet). */
  placeholder?: string
}

/**
 * A native select (keyboard and screen-reader friendly everywhere) with the look of Chakra's
 * NativeSelect (outline, md) as plain elements: no slot recipe or context per select.
 *
 * Options show their label in the page's language; their value, which the server receives, stays
 * the contract's English value (ADR 022). The placeholder comes translated from the form.
 */
export function SelectControl({ options, placeholder, ...props }: SelectControlProps) {
  const text = useText()
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
            {text(option.label)}
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

import { Button, type ButtonProps } from '@chakra-ui/react'

/** A list row's 'Remove' button; `name` says which row ('Remove news item 2'). */
export function RemoveButton({
  name,
  ...props
}: { name: string } & Omit<ButtonProps, 'children' | 'aria-label' | 'type'>) {
  return (
    <Button type="button" variant="outline" colorPalette="red" aria-label={name} {...props}>
      Remove
    </Button>
  )
}

/** A list's add button ('Add News', 'Add Testimonial', 'Add Point' ...). */
export function AddButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="button" variant="outline" {...props} />
}

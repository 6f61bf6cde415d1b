import { useState } from 'react'
import { Stack, Text, TextInput } from '@sanity/ui'

const bogotaDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Bogota' })

/** The day (yyyy-mm-dd, Colombia) a number of days before today. */
export const daysAgo = (days: number) => bogotaDay.format(new Date(Date.now() - days * 86_400_000))

/** A date of the form, kept for the tab's session: coming back to the tool finds the same range. */
export function useRememberedDate(key: string, initial: () => string) {
  const [value, setValue] = useState(() => sessionStorage.getItem(key) ?? initial())
  const remember = (next: string) => {
    sessionStorage.setItem(key, next)
    setValue(next)
  }
  return [value, remember] as const
}

export function DateField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={props.id} weight="semibold" size={1}>
        {props.label}
      </Text>
      <TextInput
        id={props.id}
        type="date"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </Stack>
  )
}

import { useCallback } from 'react'
import {
  PatchEvent,
  getPublishedId,
  useDocumentOperation,
  useFormValue,
  type FormPatch,
  type StringInputProps,
} from 'sanity'

/** A patch of the request that keeps «Atendida el» in step with a change of Estado. */
export type AttendedAtPatch = { set: { attendedAt: string } } | { unset: ['attendedAt'] }

/**
 * When the Estado goes to «Atendido» the time is noted, for the «Resumen»'s time from «Nuevo» to
 * «Atendido»; when it leaves «Atendido» (reopened) the time is cleared, so only a request that is
 * still attended counts. Choosing «Atendido» again keeps the first time.
 */
export function attendedAtPatch(
  previous: string | undefined,
  next: string | undefined,
  attendedAt: unknown,
  now: Date,
): AttendedAtPatch | undefined {
  if (next === 'atendido' && previous !== 'atendido') {
    return { set: { attendedAt: now.toISOString() } }
  }
  if (next !== 'atendido' && attendedAt) return { unset: ['attendedAt'] }
  return undefined
}

/** The value a change of the field sets: a set or unset of the field itself. */
function chosenValue(change: FormPatch | FormPatch[] | PatchEvent): string | undefined | null {
  const own = PatchEvent.from(change).patches.filter((patch) => patch.path.length === 0)
  const last = own.at(-1)
  if (last?.type === 'set') return typeof last.value === 'string' ? last.value : undefined
  if (last?.type === 'unset') return undefined
  return null
}

/**
 * The Estado's radio buttons, which also note when the request was attended. Requests save as they
 * are edited (no document action runs), so the time is written where the Estado is chosen, in the
 * same document operation queue as the Estado itself.
 */
export function StatusInput(props: StringInputProps) {
  const { onChange, value } = props
  const id = useFormValue(['_id'])
  const attendedAt = useFormValue(['attendedAt'])
  const { patch } = useDocumentOperation(getPublishedId(String(id ?? '')), 'contactRequest')

  const onStatusChange = useCallback(
    (change: FormPatch | FormPatch[] | PatchEvent) => {
      onChange(change)
      const next = chosenValue(change)
      if (next === null) return
      const follow = attendedAtPatch(value, next, attendedAt, new Date())
      if (follow) patch.execute([follow])
    },
    [onChange, value, attendedAt, patch],
  )

  return props.renderDefault({ ...props, onChange: onStatusChange })
}

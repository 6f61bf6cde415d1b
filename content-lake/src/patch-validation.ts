const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const SELECTION_KEYS = new Set(['id', 'query', 'params', 'ifRevisionID'])

type OperationCheck = (value: unknown) => string | undefined

const objectOf =
  (what: string, valueCheck?: (value: unknown) => boolean): OperationCheck =>
  (value) => {
    if (!isPlainObject(value)) return `must be an object of ${what}`
    if (valueCheck && !Object.values(value).every(valueCheck)) return `takes ${what} only`
    return undefined
  }

const OPERATIONS: Record<string, OperationCheck> = {
  set: objectOf('paths and values'),
  setIfMissing: objectOf('paths and values'),
  inc: objectOf('numbers', (value) => typeof value === 'number' && Number.isFinite(value)),
  dec: objectOf('numbers', (value) => typeof value === 'number' && Number.isFinite(value)),
  diffMatchPatch: objectOf('patch strings', (value) => typeof value === 'string'),
  unset: (value) =>
    Array.isArray(value) && value.every((path) => typeof path === 'string')
      ? undefined
      : 'must be an array of paths',
  insert: (value) => {
    if (!isPlainObject(value) || !Array.isArray(value.items)) {
      return 'needs "items" (an array) and one of "before", "after", "replace"'
    }
    const positions = ['before', 'after', 'replace'].filter((key) => key in value)
    if (positions.length !== 1 || typeof value[positions[0] as string] !== 'string') {
      return 'needs exactly one of "before", "after", "replace" (a path)'
    }
    return undefined
  },
}

/**
 * What is wrong with a patch, as Sanity refuses it with a 400 before applying anything: an
 * operation it does not know, `inc`/`dec` with something other than numbers, or an operation
 * whose value has the wrong shape. `undefined` for a patch that may be applied.
 */
export function patchProblem(patch: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(patch)) {
    if (SELECTION_KEYS.has(key)) continue
    const check = Object.hasOwn(OPERATIONS, key) ? OPERATIONS[key] : undefined
    if (!check) return `Unknown patch operation "${key}"`
    const problem = check(value)
    if (problem) return `Patch operation "${key}" ${problem}`
  }
  return undefined
}

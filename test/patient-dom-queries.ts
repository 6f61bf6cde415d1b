import { configure } from '@testing-library/react'

// findBy* and waitFor wait for a real condition, so a longer limit costs nothing when tests pass.
// The 1 s default failed route tests whose first render loads lazy modules on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

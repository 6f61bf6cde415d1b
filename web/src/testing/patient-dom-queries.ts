// findBy* and waitFor wait for a real condition, so a longer limit costs nothing when tests pass.
// The 1 s default failed route tests whose first render loads lazy modules on a busy machine.
export async function waitPatientlyForDomQueries() {
  // Imported only once a document exists: Testing Library binds `screen` to it on import.
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5_000 })
}

// As a setup file; tests in the node environment call it after building their DOM.
if (typeof document !== 'undefined') await waitPatientlyForDomQueries()

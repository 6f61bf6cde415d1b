/**
 * Loads a route's content from Sanity in the browser. If Sanity cannot be reached, a prerendered
 * route keeps the content it was built with (its `.data` file) rather than failing; a route that
 * was not prerendered fails with Sanity's error. Answers such as 404 are passed on untouched.
 */
export async function freshContent<T>(
  fromSanity: () => Promise<T>,
  fromPrerender: () => Promise<T>,
): Promise<T> {
  try {
    return await fromSanity()
  } catch (error) {
    if (error instanceof Response) throw error
    try {
      return await fromPrerender()
    } catch {
      throw error
    }
  }
}

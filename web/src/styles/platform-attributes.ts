import type { ShouldForwardProp } from 'styled-components'

/**
 * For styled elements that carry HTML attributes newer than styled-components' list of known ones
 * (invoker commands' `command` and `commandfor`, a dialog's `closedby`): every prop reaches the
 * element, as styled-components does anyway, without its development warning that the attribute
 * is unknown and "will likely trigger a React console error" (React renders them as they are).
 * Transient props (`$…`) are still kept off the element.
 */
export const withPlatformAttributes: { shouldForwardProp: ShouldForwardProp<'web'> } = {
  shouldForwardProp: () => true,
}

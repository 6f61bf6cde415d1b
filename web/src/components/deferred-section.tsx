import { Activity, Component, lazy, memo, type ComponentType, type ReactNode } from 'react'
import { isPreviewing } from '../lib/sanity/preview-mode'
import { whenIdle } from '../lib/when-idle'

/** Resolves once the window has loaded and, after that, the browser has a quiet moment. */
function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenQuiet = () => void whenIdle(resolve)
    if (document.readyState === 'complete') whenQuiet()
    else window.addEventListener('load', whenQuiet, { once: true })
  })
}

/**
 * A part of a page below its first screen whose code is not in the page's initial script.
 *
 * The prerender waits for the code, so the page's HTML holds the whole section. In the browser the
 * code is imported once the page has loaded and the browser is idle, always, whether or not the
 * section is on screen: until it arrives React keeps the section's prerendered HTML (an <Activity>
 * boundary hydrates on its own, later), and an update that brings the section new props or context
 * meanwhile waits for it. In an editor's preview the code is imported at once: the Studio's marks
 * are such a context, and inside the Studio idle comes only at the wait's two-second limit. An
 * <Activity> rather than a <Suspense> boundary: the prerender writes a large completed Suspense
 * boundary out of place, hidden until an inline script moves it, which a page without JavaScript
 * never runs.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const code =
    typeof window === 'undefined' || isPreviewing() ? load() : afterLoadWhenIdle().then(load)
  const Section = lazy(async () => ({ default: await code }))

  function DeferredSection(props: Props) {
    return (
      <SectionLoadFailure>
        <Activity mode="visible">
          <Section {...props} />
        </Activity>
      </SectionLoadFailure>
    )
  }
  // A page that re-renders with the same props leaves a section that has not hydrated alone.
  return memo(DeferredSection)
}

type SectionLoadFailureProps = { children: ReactNode }

/**
 * When a section's code cannot be loaded, React reports the error (console.error) and the
 * section is left out of the page; the rest of the page stays interactive and keeps navigating.
 */
class SectionLoadFailure extends Component<SectionLoadFailureProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

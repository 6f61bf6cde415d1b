import { LoadingBlock, useFeatureEnabled, type LayoutProps } from 'sanity'

/**
 * The Studio's own layout, drawn once the project's features are known. Sanity's comments layout,
 * around this one, draws what is inside it while it asks for them, then wraps it in its upsell
 * provider when comments turn out to be off, as they are here: everything inside mounts again a
 * few hundred milliseconds in, and an editor who had started typing, choosing a file or opening a
 * menu loses it. Until then only this loading block is inside.
 */
export function HoldUntilFeaturesKnown(props: LayoutProps) {
  const { isLoading } = useFeatureEnabled('studioComments')
  return isLoading ? <LoadingBlock fill showText /> : props.renderDefault(props)
}

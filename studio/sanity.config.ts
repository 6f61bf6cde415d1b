import { defineConfig } from 'sanity'
import type { Template } from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { esESLocale } from '@sanity/locale-es-es'
import { typesWithPage } from './actions/publicPageUrl'
import { publishedViewActions } from './actions/published-view'
import { viewOnSiteAction } from './actions/viewOnSite'
import { exportContactRequestsTool } from './contact-requests/export-tool'
import { RetryNoticeAction } from './contact-requests/retry-notice-action'
import { contactRequestsSummaryTool } from './contact-requests/summary-tool'
import { announceDragsInSpanish } from './drag/spanish-announcements'
import { apiVersion, dataset, isOffline, projectId, showVision } from './env'
import { inSpanishFieldActions } from './i18n/field-actions'
import { inSpanishBadges } from './i18n/live-edit-badge'
import { spanishGaps } from './i18n/spanish-gaps'
import { HoldUntilFeaturesKnown } from './layout/hold-until-features-known'
import { EditorsNavbar } from './navbar/editors-navbar'
import { offlineWorkspaceOptions } from './offline'
import { editOnPage } from './presentation'
import { refocusClickedFields } from './presentation/refocus-clicked-field'
import { siteOrigin } from './presentation/site-pages'
import { schemaTypes } from './schemaTypes'
import { structure } from './structure'
import { formOnlyTypeNames, singletonActions, singletonTypeNames } from './structure/singletons'
import { lastingUploads } from './uploads/lasting-uploads'
import { LoneUploadCancel } from './uploads/lone-upload-cancel'

/** Creates a product already filed under the category whose list it was created from. */
const productInCategory: Template<{ categoryId: string }> = {
  id: 'product-in-category',
  title: 'Producto en esta categoría',
  schemaType: 'product',
  parameters: [{ name: 'categoryId', type: 'string' }],
  value: ({ categoryId }: { categoryId: string }) => ({
    category: { _type: 'reference', _ref: categoryId },
  }),
}

/** The desk's title, which Presentation's «Abrir en …» repeats. */
const deskTitle = 'Contenido'

// Sanity's ordered lists announce a drag in the drag library's English (studio/drag).
announceDragsInSpanish()
// A second click on the same element of the framed page puts the cursor in its field too.
refocusClickedFields(siteOrigin)

const hiddenFromNewDocumentMenu = new Set([...singletonTypeNames, ...formOnlyTypeNames])

export default defineConfig({
  name: 'default',
  title: 'Rehoboth',
  projectId,
  dataset,
  // With no Sanity project, the local Content Lake; with one, Sanity's API as usual.
  ...(isOffline && offlineWorkspaceOptions),
  plugins: [
    structureTool({ structure, title: deskTitle }),
    editOnPage,
    // A developer's tool (GROQ queries), in English: only with SANITY_STUDIO_VISION=1.
    ...(showVision ? [visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset })] : []),
    esESLocale(),
    spanishGaps(),
  ],
  tools: (tools) => [...tools, contactRequestsSummaryTool, exportContactRequestsTool],
  // The workspace's own layout is the innermost: the plugins' layouts wrap it.
  // The top bar as editors use it (studio/navbar).
  studio: { components: { layout: HoldUntilFeaturesKnown, navbar: EditorsNavbar } },
  // Editors publish directly: no releases, scheduled drafts or publishing, tasks or Sanity's
  // announcements (each an English tool in the top bar, and requests Sanity's servers answer).
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  scheduledPublishing: { enabled: false },
  tasks: { enabled: false },
  announcements: { enabled: false },
  form: {
    // An upload that went on while its field was away can be stopped when the editor is back.
    components: { input: LoneUploadCancel },
    image: { assetSources: (sources) => sources.map(lastingUploads) },
    file: { assetSources: (sources) => sources.map(lastingUploads) },
  },
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !hiddenFromNewDocumentMenu.has(schemaType)),
      productInCategory,
    ],
  },
  document: {
    badges: inSpanishBadges,
    unstable_fieldActions: inSpanishFieldActions(deskTitle),
    // The category template needs a category id, which only a category's product list provides.
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'structure'
        ? options
        : options.filter(({ templateId }) => templateId !== productInCategory.id),
    actions: (actions, { schemaType, versionType }) => {
      if (singletonTypeNames.has(schemaType)) {
        return actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
      }
      // A copy of a contact request would be a request nobody sent.
      if (formOnlyTypeNames.has(schemaType)) {
        return [...actions.filter(({ action }) => action !== 'duplicate'), RetryNoticeAction]
      }
      const withPage = typesWithPage.has(schemaType) ? [...actions, viewOnSiteAction] : actions
      return versionType === 'published' ? publishedViewActions(withPage) : withPage
    },
  },
})

/**
 * What the Studio relies on in Sanity's code that is not Sanity's public API, in one place: each
 * patch, what it changes, the installed code it needs (its target), why it exists and what would
 * retire it, with the versions it was checked against. sanity-contract.test.ts fails, saying
 * what to do, when an installed version differs from these or a target is no longer in the
 * installed code. docs/decisions/ («The Studio's patches of Sanity») says how to upgrade.
 */
import { spanishUiLabels } from './i18n/ui-labels'
import { SANITY_LIVE_EDIT_BADGE } from './i18n/live-edit-badge'
import { OPEN_IN_DESK_ACTION } from './i18n/field-actions'
import { checksThatCallHome } from './page-vite'

/**
 * The versions the patches were checked against, as the Studio resolves them; `from` names the
 * package that brings a dependency the Studio does not name itself.
 */
export const checkedVersions = {
  sanity: { version: '6.16.0' },
  '@sanity/ui': { version: '4.4.10' },
  '@sanity/vision': { version: '6.16.0' },
  '@sanity/locale-es-es': { version: '1.2.37' },
  '@sanity/client': { version: '8.15.0' },
  '@sanity/cli': { version: '8.12.0', from: 'sanity' },
  '@sanity/cli-build': { version: '6.4.1', from: '@sanity/cli' },
  '@dnd-kit/core': { version: '6.3.1' },
} as const satisfies Record<string, { version: string; from?: string }>

export type CheckedPackage = keyof typeof checkedVersions

/** Code a patch needs in an installed package: a pattern some file of `folder` must match. */
export type PatchTarget = {
  package: CheckedPackage
  folder: string
  /** What the pattern stands for, as a developer would look for it. */
  what: string
  pattern: RegExp
}

export type SanityPatch = {
  file: string
  changes: string
  targets: PatchTarget[]
  upstream: string
  retireWhen: string
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const sanityBundles = { package: 'sanity', folder: 'lib' } as const
const uiBundles = { package: '@sanity/ui', folder: 'dist' } as const
const cliBuild = { package: '@sanity/cli-build', folder: 'dist/actions/build' } as const
const documentComponents = {
  package: '@sanity/cli-build',
  folder: 'dist/actions/build/renderDocumentWorker/components',
} as const

const noIssueFound = 'No upstream issue found.'

export const sanityPatches: SanityPatch[] = [
  {
    file: 'studio/i18n/ui-labels.ts',
    changes:
      'Rewrites, with a MutationObserver, the English accessible names Sanity UI writes on ' +
      'its dialogs’ close button and its autocomplete’s open button.',
    targets: Object.keys(spanishUiLabels).map((english) => ({
      ...uiBundles,
      what: `Sanity UI's aria-label «${english}»`,
      pattern: new RegExp(`"aria-label": "${escaped(english)}"`),
    })),
    upstream:
      'Sanity UI 4 hard-codes both labels and Sanity passes its reference search’s open button ' +
      `no label (openButton: { onClick }). ${noIssueFound}`,
    retireWhen: 'Sanity UI takes these labels as props or Sanity passes translated ones.',
  },
  {
    file: 'studio/i18n/spanish-layout.tsx',
    changes:
      'Overrides the inline `text-transform: capitalize` of the dialog breadcrumbs so titles ' +
      'show as written («Secciones de productos», not «Secciones De Productos»).',
    targets: [
      {
        ...sanityBundles,
        what: 'the breadcrumb button’s inline textTransform: "capitalize"',
        pattern: /function BreadcrumbButton\([\s\S]*?textTransform: "capitalize"/,
      },
    ],
    upstream: `English title case written as a style, which no locale can change. ${noIssueFound}`,
    retireWhen: 'The breadcrumbs no longer capitalize, or do so only for English.',
  },
  {
    file: 'studio/i18n/live-edit-badge.ts',
    changes:
      'Swaps Sanity’s English «Live» document badge, found by its displayName, for a Spanish one.',
    targets: [
      {
        ...sanityBundles,
        what: `the badge labelled "Live" with displayName "${SANITY_LIVE_EDIT_BADGE}"`,
        pattern: new RegExp(
          `label: "Live"[\\s\\S]{0,200}\\.displayName = "${SANITY_LIVE_EDIT_BADGE}"`,
        ),
      },
    ],
    upstream: `The badge's label is a literal, not a translation key. ${noIssueFound}`,
    retireWhen: 'The badge’s label is a key of the structure namespace.',
  },
  {
    file: 'studio/i18n/field-actions.ts',
    changes: `Retitles Presentation's field action «Open in …», found by its name ${OPEN_IN_DESK_ACTION}.`,
    targets: [
      {
        ...sanityBundles,
        what: `the field action named "${OPEN_IN_DESK_ACTION}"`,
        pattern: new RegExp(`name: "${escaped(OPEN_IN_DESK_ACTION)}"`),
      },
      {
        ...sanityBundles,
        what: 'its English title `Open in ${…}`',
        pattern: /`Open in \$\{/,
      },
      {
        ...sanityBundles,
        what: 'the document option `unstable_fieldActions` the swap goes through',
        pattern: /unstable_fieldActions/,
      },
    ],
    upstream: `The title is an English template literal, not a translation key. ${noIssueFound}`,
    retireWhen: 'The title is a key of the presentation namespace.',
  },
  {
    file: 'studio/uploads/lasting-uploads.ts',
    changes:
      'Wraps each asset source’s Uploader so that an upload whose field left the page is not ' +
      'aborted; reads `window.event` to know which input an uploader was made for; back on the ' +
      'field, lone-upload-cancel.tsx offers the «Cancelar» Sanity draws only on the first input.',
    targets: [
      {
        ...sanityBundles,
        what: 'the uploader hook aborting in its effect’s clean-up',
        pattern:
          /function useAssetSourceUploader\([\s\S]{0,800}\(\) => \(\) => \{\s*assetSourceUploader\?\.uploader\?\.abort\(\)/,
      },
      {
        ...sanityBundles,
        what: 'the uploader made while the input’s event runs (`new assetSource.Uploader()`)',
        pattern: /new assetSource\.Uploader\(\)/,
      },
      {
        ...sanityBundles,
        what:
          'the upload status written with its start time (`_upload.createdAt`), by which ' +
          'uploads/lone-upload-cancel.tsx finds an upload that went on alone',
        pattern: /set\$\d*\(\{\s*progress: 2,\s*createdAt: now,/,
      },
      {
        ...sanityBundles,
        what: '«Cancelar» offered only by the input that started the upload (`isUploading`)',
        pattern: /onCancel: isUploading \? handleCancelUpload : void 0/,
      },
    ],
    upstream:
      'Cited in the code as sanity-io/sanity#13912 (not found in the issue search used here); ' +
      'the asset source API passes an uploader no input, hence `window.event`.',
    retireWhen:
      'Sanity keeps an upload running when its input unmounts, or passes the uploader its input.',
  },
  {
    file: 'studio/presentation/refocus-clicked-field.ts',
    changes:
      'Listens to the framed page’s click message (`visual-editing/focus`, or `overlay/focus` in ' +
      'the older protocol) and puts the cursor in the field Sanity left unfocused: its document ' +
      'pane ignores a focus path it already holds, so a second click on the same element did nothing.',
    targets: [
      {
        ...sanityBundles,
        what: 'Presentation taking a click on the page as the message `visual-editing/focus`',
        pattern: /comlink\.on\("visual-editing\/focus"/,
      },
      {
        ...sanityBundles,
        what: 'each field marked `data-testid="field-<path>"`, by which the input is found',
        pattern: /`field-\$\{PathUtils\.toString\(path\)\}`/,
      },
    ],
    upstream: `Presentation navigates to the clicked path; the form refocuses only on a new one. ${noIssueFound}`,
    retireWhen:
      'A click on the page focuses its field in the Studio even when it names the same path.',
  },
  {
    file: 'studio/layout/hold-until-features-known.tsx',
    changes:
      'Draws a loading block instead of the Studio until Sanity knows the project’s features, so ' +
      'the comments layout’s late upsell wrap does not remount the form.',
    targets: [
      {
        ...sanityBundles,
        what: 'CommentsStudioLayout wrapping its children once comments turn out to be off',
        pattern:
          /!enabled && !isLoading \? [^:]{0,40}CommentsUpsellProvider, \{ children \}\) : children/,
      },
    ],
    upstream: noIssueFound,
    retireWhen:
      'CommentsStudioLayout renders the same tree whether comments are loading, on or off.',
  },
  {
    file: 'studio/spread-listeners.ts',
    changes:
      'Calls the client’s `listen` with a `this` of its own (only `config()`, with another host ' +
      'name) so that each event stream gets a connection of its own on the HTTP/1.1 local lake. ' +
      'Installed through the workspace’s `unstable_clientFactory` (studio/offline.ts).',
    targets: [
      {
        ...sanityBundles,
        what: 'the workspace option `unstable_clientFactory`',
        pattern: /unstable_clientFactory/,
      },
      {
        package: '@sanity/client',
        folder: 'dist',
        what: '`listen` reading its client only through `this.config()`',
        pattern:
          /function _listen\$?\d*\(query, params, opts = \{\}\) \{\s*let \{ url, requestTagPrefix \} = this\.config\(\)/,
      },
      {
        package: '@sanity/client',
        folder: 'dist',
        what: 'the event source reading its client only through `client.config()`',
        pattern:
          /function _connectListenEventSource\(client, uri, listenFor\) \{\s*let config = client\.config\(\);\s*return/,
      },
    ],
    upstream:
      'Chromium allows six HTTP/1.1 connections per host; Sanity’s API speaks HTTP/2, the local ' +
      `lake does not. Not a Sanity bug. ${noIssueFound}`,
    retireWhen: 'The local Content Lake serves HTTP/2, or the Studio opens six streams or fewer.',
  },
  {
    file: 'studio/page-vite.ts',
    changes:
      'Rewrites the Studio’s HTML: lang="es"; offline, no dashboard bridge script nor Inter ' +
      'from Sanity’s hosts, and a `window.fetch` that answers the version check and the intake.',
    targets: [
      {
        ...documentComponents,
        what: 'the document’s `<html lang="en">`',
        pattern: /_jsxs\("html", \{\s*lang: "en"/,
      },
      {
        ...documentComponents,
        what: 'Inter from studio-static.sanity.io',
        pattern: /@font-face \{[^}]*https:\/\/studio-static\.sanity\.io\//,
      },
      {
        ...cliBuild,
        what: 'the bridge script added before </head>',
        pattern: /https:\/\/core\.sanity-cdn\.com\/bridge\.js/,
      },
      {
        ...sanityBundles,
        what: `the version check at ${checksThatCallHome.versionCheck}`,
        pattern: /"https:\/\/sanity-cdn\.com"\}\/v1\/modules`/,
      },
      {
        ...sanityBundles,
        what: `the error and feedback intake at ${checksThatCallHome.intake}`,
        pattern: new RegExp(escaped(checksThatCallHome.intake)),
      },
    ],
    upstream:
      'The page’s lang is fixed at "en" (sanity-io/sanity#3307 added it, for a Studio then ' +
      `English only); the checks have no switch. ${noIssueFound}`,
    retireWhen:
      'The document takes its lang from the locale, and the bridge, fonts and checks can be ' +
      'turned off by configuration.',
  },
  {
    file: 'content-lake/src/studio-api/studio-services.ts',
    changes:
      'Answers the Studio’s pings without `timing-allow-origin`, so its protocol check cannot ' +
      'read HTTP/1.1 and shows no notice about a slow connection.',
    targets: [
      {
        ...sanityBundles,
        what: 'the protocol check on /ping reading nextHopProtocol',
        pattern:
          /getUrl\("\/ping"\)\}\?tag=sanity\.studio\.protocol-check[\s\S]*nextHopProtocol \|\| "unknown"/,
      },
    ],
    upstream: `The check is meant for Sanity's own API. ${noIssueFound}`,
    retireWhen: 'The check can be turned off, or the local lake serves HTTP/2.',
  },
  {
    file: 'studio/drag/spanish-announcements.ts',
    changes:
      'Replaces the methods of @dnd-kit/core’s exported defaultAnnouncements and ' +
      'defaultScreenReaderInstructions with Spanish ones, at Studio start (sanity.config.ts).',
    targets: [
      {
        package: '@dnd-kit/core',
        folder: 'dist',
        what: 'Accessibility reading the exported defaults when given none',
        pattern:
          /announcements = defaultAnnouncements,[\s\S]{0,200}screenReaderInstructions = defaultScreenReaderInstructions/,
      },
      {
        ...sanityBundles,
        what: 'SortableList’s DndContext given no accessibility prop',
        pattern:
          /jsx\(DndContext, \{\s*sensors,\s*autoScroll: AUTO_SCROLL_OPTIONS,\s*modifiers,\s*collisionDetection: closestCenter,\s*onDragEnd/,
      },
    ],
    upstream: `Sanity passes its sortable lists no announcements or instructions. ${noIssueFound}`,
    retireWhen: 'Sanity passes translated accessibility texts to its DndContext.',
  },
  {
    file: 'studio/navbar/editors-navbar.tsx',
    changes:
      'Offline, provides the workspace again (WorkspaceProvider, @internal) without auth.logout, ' +
      'so the user menu omits «Cerrar sesión»; a click on the perspective label clicks its button.',
    targets: [
      {
        ...sanityBundles,
        what: 'the sign-out item drawn only when auth.logout exists',
        pattern: /if \(!claimUrl && !auth\.logout\) return null/,
      },
      {
        ...sanityBundles,
        what: 'the perspective control’s data-ui "ReleasesNav"',
        pattern: /"data-ui": "ReleasesNav"/,
      },
      {
        ...sanityBundles,
        what: 'its menu button id "releases-menu"',
        pattern: /id: "releases-menu"/,
      },
    ],
    upstream:
      'The label beside the menu button has no handler; sign-out is offered whenever the auth ' +
      `store can log out. ${noIssueFound}`,
    retireWhen: 'The whole perspective control opens its menu, and auth config can hide sign-out.',
  },
  {
    file: 'studio/i18n/spanish-gap-strings.ts',
    changes: 'Spanish for the strings @sanity/locale-es-es has not translated yet.',
    targets: [],
    upstream:
      'The community locale trails Sanity’s releases (sanity-io/locales). ' +
      'studio/i18n/missing-spanish.test.ts checks these strings against the installed code.',
    retireWhen: 'The locale translates them (that test then names the ones to remove).',
  },
]

/**
 * The root package.json's npm overrides of Sanity's packages: what each forces and why. The rest
 * (rollup, rolldown) concern the build tools, not Sanity.
 */
export const sanityOverrides = {
  '@sanity/cli': {
    forces: checkedVersions['@sanity/cli'].version,
    why: 'the newest @sanity/cli that resolves from the configured registry (npm ci fails else)',
  },
  '@sanity/core-loader': {
    forces: { '@sanity/client': '^8.15.0' },
    why:
      'the site’s live preview loader asks for @sanity/client 7; one client, the 8 the Studio ' +
      'and the site use, is installed instead',
  },
} as const

/** The packages whose installed version is not the checked one: name, checked, installed. */
export function versionMismatches(
  installed: (name: CheckedPackage, from?: string) => string,
): string[] {
  return Object.entries(checkedVersions).flatMap(([name, checked]) => {
    const version = installed(name as CheckedPackage, 'from' in checked ? checked.from : undefined)
    return version === checked.version
      ? []
      : [`${name} ${version} is installed; the Studio's patches were checked on ${checked.version}`]
  })
}

/** The targets of a patch that no file of the installed code matches. */
export function missingTargets(
  patch: SanityPatch,
  sources: (target: PatchTarget) => Iterable<string>,
): string[] {
  return patch.targets
    .filter((target) => ![...sources(target)].some((source) => target.pattern.test(source)))
    .map((target) => `${patch.file}: ${target.what} is gone from ${target.package}`)
}

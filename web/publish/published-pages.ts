import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  cacheControl,
  contentSecurityPolicyHeader,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  securityHeaders,
  withPagePolicy,
  type PolicyOptions,
} from './security-headers.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { bootAfterLoad } from '../page-boot/boot-after-load.ts'
import { separateHydrationData } from '../page-boot/hydration-data.ts'
import { bootFilePlaceholder, separateBootFile } from '../page-boot/boot-file.ts'
import { heldStylesFile, linkHeldStyles, separateHeldStyles } from '../page-boot/held-styles.ts'
import { appStartScript, nameAppStart } from '../page-boot/app-start-file.ts'

export type PublishOptions = PolicyOptions & {
  /** The site's public address: its origin followed by the base, 'https://www.example.com/rehoboth/'. */
  siteUrl: string
}

/**
 * Finishes the pages of the static site for publishing: each HTML file has its hydration data
 * moved to a file of its own with the scripts that start its app (hydration-data.ts,
 * boot-file.ts), the rules of its held sections to a stylesheet
 * of their own (held-styles.ts), starts its scripts after its largest paint (boot-after-load.ts)
 * from the app-start script the build writes once (app-start-file.ts) and gets its own script
 * policy; the folder gets sitemap.xml and robots.txt for the prerendered pages and Netlify's
 * _headers.
 */
export async function publishPages(clientDirectory: string, options: PublishOptions) {
  const basePath = new URL(options.siteUrl).pathname
  const htmlFiles = await filesEndingIn(clientDirectory, '.html')
  const appStart = await appStartScript()
  await mkdir(path.join(clientDirectory, 'assets'), { recursive: true })
  await writeFile(path.join(clientDirectory, appStart.file), appStart.text)
  for (const file of htmlFiles) {
    const prerendered = await readFile(path.join(clientDirectory, file), 'utf8')
    let html: string
    let movedScripts: string
    try {
      const separated = separateHydrationData(prerendered)
      const styles = separateHeldStyles(separated.html)
      html = styles.html
      if (styles.css) {
        const stylesFile = heldStylesFile(styles.css)
        await writeFile(path.join(clientDirectory, stylesFile), styles.css)
        html = linkHeldStyles(html, `${basePath}${stylesFile}`)
      }
      const booted = nameAppStart(
        bootAfterLoad(html, bootFilePlaceholder),
        `${basePath}${appStart.file}`,
      )
      const boot = separateBootFile(booted, separated.data, basePath)
      await writeFile(path.join(clientDirectory, boot.file), boot.content)
      html = boot.html
      movedScripts =
        `<script>${boot.scripts.context}</script>` +
        `<script type="module">${boot.scripts.module}</script>`
    } catch (error) {
      if (error instanceof Error) error.message = `${file}: ${error.message}`
      throw error
    }
    const policy = pageContentSecurityPolicy(options, [
      ...inlineScriptHashes(html),
      ...inlineScriptHashes(movedScripts),
    ])
    await writeFile(path.join(clientDirectory, file), withPagePolicy(html, policy))
  }
  const pagePaths = htmlFiles.flatMap((file) => {
    const page = /^(.*?)index\.html$/.exec(file)
    return page ? [page[1] ?? ''] : []
  })
  const pageUrls = pagePaths.sort().map((page) => `${options.siteUrl}${page.replace(/\/$/, '')}`)
  await writeFile(path.join(clientDirectory, 'sitemap.xml'), sitemapXml(pageUrls))
  await writeFile(
    path.join(clientDirectory, 'robots.txt'),
    robotsTxt(`${options.siteUrl}sitemap.xml`),
  )
  const assetFiles = (await filesEndingIn(path.join(clientDirectory, 'assets'), '')).sort()
  await writeFile(
    path.join(clientDirectory, '_headers'),
    netlifyHeaders(options, basePath, pagePaths, assetFiles),
  )
}

/**
 * Netlify's _headers: the policy and security headers everywhere, a year of caching for hashed
 * assets and revalidation for pages. Rules that match the same address add up their values, so
 * each Cache-Control rule covers addresses no other Cache-Control rule does. Each asset is named:
 * a wildcard would also give a year of caching to the 404 of an asset that does not exist (yet).
 */
export function netlifyHeaders(
  options: PolicyOptions,
  basePath: string,
  pagePaths: string[],
  assetFiles: string[],
) {
  const rule = (address: string, headers: Record<string, string>) =>
    [address, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const pageAddresses = pagePaths.flatMap((page) =>
    page ? [`${basePath}${page.replace(/\/$/, '')}`, `${basePath}${page}`] : [basePath],
  )
  return [
    rule('/*', {
      'Content-Security-Policy': contentSecurityPolicyHeader(options),
      ...securityHeaders,
    }),
    // The redirect serves /rehoboth/* from the folder's root: both forms of an asset's address.
    ...assetFiles.flatMap((file) =>
      [`${basePath}assets/${file}`, `/assets/${file}`].map((address) =>
        rule(address, { 'Cache-Control': cacheControl.immutable }),
      ),
    ),
    ...[...new Set(pageAddresses)].map((address) =>
      rule(address, { 'Cache-Control': cacheControl.revalidate }),
    ),
    '',
  ].join('\n')
}

async function filesEndingIn(directory: string, ending: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
}

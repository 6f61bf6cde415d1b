import { createClient } from '@sanity/client'
import { apiVersion } from '@rehoboth/shared/project'
import { syncAssets } from './asset-sync.ts'
import { summarizeDataset } from './dataset-summary.ts'
import { syncDocuments } from './document-sync.ts'
import { readImportConfig, tokenHelp } from './import-config.ts'
import type { ImportConfig } from './import-config.ts'
import { replaceReferences } from './references.ts'
import { withRetry } from './retry.ts'
import type { Requester } from './retry.ts'
import { isAccessDenied, httpFailure } from './sanity-errors.ts'
import { isAssetDocument } from './dataset-document.ts'
import type { DatasetDocument } from './dataset-document.ts'
import { locateAssetFiles } from './seed-media.ts'

export interface TextOutput {
  write(text: string): unknown
}

/** Where the seed comes from: the dataset builder and the folder of its media files. */
export interface SeedSource {
  buildDataset(options: {
    projectId?: string
    dataset?: string
    exampleRequests?: { until: Date }
  }): DatasetDocument[] | Promise<DatasetDocument[]>
  mediaDir: string
}

export interface ImportDependencies {
  env: Readonly<Record<string, string | undefined>>
  argv: readonly string[]
  stdout: TextOutput
  stderr: TextOutput
  sleep: (ms: number) => Promise<void>
  seed: SeedSource
}

function describeFailure(error: unknown, config: ImportConfig): string {
  if (isAccessDenied(error)) {
    return (
      `Sanity refused the import (HTTP ${httpFailure(error)?.statusCode}): the token is invalid or lacks ` +
      `write access to dataset "${config.dataset}" of project ${config.projectId}. Nothing more was written.\n${tokenHelp}`
    )
  }
  return `Import failed: ${messageWithCauses(error)}`
}

/** Network failures hide the useful part ("getaddrinfo ENOTFOUND ...") in `cause`. */
function messageWithCauses(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause === undefined || httpFailure(error.cause)
    ? error.message
    : `${error.message} (${messageWithCauses(error.cause)})`
}

/** `npm run seed`: returns the process exit code. */
export async function runImport({
  env,
  argv,
  stdout,
  stderr,
  sleep,
  seed,
}: ImportDependencies): Promise<number> {
  const configResult = readImportConfig(env, argv)
  if (!configResult.ok) {
    stderr.write(`${configResult.message}\n`)
    return 1
  }
  const { config } = configResult
  const log = (line: string) => stdout.write(`${line}\n`)

  try {
    const dataset = await seed.buildDataset({
      dataset: config.dataset,
      ...(config.projectId ? { projectId: config.projectId } : {}),
      // Example requests only when asked: a real project's requests are the visitors'.
      ...(config.withExamples && { exampleRequests: { until: new Date() } }),
    })
    const documents = dataset.filter((document) => !isAssetDocument(document))
    const assetFiles = await locateAssetFiles(dataset.filter(isAssetDocument), seed.mediaDir)

    if (config.mode === 'dry-run') {
      log(`Dry run: nothing is written. The seed for dataset "${config.dataset}" has`)
      for (const line of summarizeDataset(documents, assetFiles)) log(`  ${line}`)
      log('To import it, set SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN and run: npm run seed')
      return 0
    }

    log(
      `Importing the seed into project ${config.projectId}, dataset "${config.dataset}": ` +
        `${documents.length} documents, ${assetFiles.length} assets`,
    )
    const client = createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      token: config.token,
      apiVersion,
      useCdn: false,
      // Retries are ours (withRetry), so they cover mutations and uploads too and honour Retry-After.
      maxRetries: 0,
    })
    const request: Requester = (what, send) => withRetry(what, send, { sleep, onRetry: log })
    const assets = await syncAssets(client, assetFiles, request, log)
    const result = await syncDocuments(
      client,
      documents.map((document) => replaceReferences(document, assets.replacements)),
      request,
      log,
    )
    log(
      `Done. Assets: uploaded ${assets.uploaded}, already there ${assets.present}. ` +
        `Documents: unchanged ${result.unchanged}, written ${result.written}.`,
    )
    return 0
  } catch (error) {
    stderr.write(`${describeFailure(error, config)}\n`)
    return 1
  }
}

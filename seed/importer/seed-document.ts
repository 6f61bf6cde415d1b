/** A document of the seed dataset, as `buildDataset()` returns it. */
export interface SeedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const assetTypes = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

export function isAssetDocument(document: SeedDocument): boolean {
  return assetTypes.has(document._type)
}

/** A document of the seed dataset as the importer handles it: any type, fields read by name. */
export interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const assetTypes = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

export function isAssetDocument(document: DatasetDocument): boolean {
  return assetTypes.has(document._type)
}

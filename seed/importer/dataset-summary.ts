import { formatBytes } from './format-bytes.ts'
import type { AssetFile } from './seed-media.ts'
import type { DatasetDocument } from './dataset-document.ts'

const pluralByType: Record<string, string> = {
  product: 'products',
  category: 'categories',
  slide: 'slides',
  country: 'countries',
  // The seed's only requests are the examples (`--with-examples`).
  contactRequest: 'example contact requests',
}

function countryDivisions(countries: readonly DatasetDocument[]): string {
  const divisions = countries.map((country) => {
    const states = Array.isArray(country.states) ? country.states : []
    return `${String(country.value)} ${states.length} divisions`
  })
  return ` (${divisions.join(', ')})`
}

/** One line per document type, in dataset order, then one for the assets. */
export function summarizeDataset(
  documents: readonly DatasetDocument[],
  assetFiles: readonly AssetFile[],
): string[] {
  const documentsByType = new Map<string, DatasetDocument[]>()
  for (const document of documents) {
    documentsByType.set(document._type, [...(documentsByType.get(document._type) ?? []), document])
  }
  const typeLines = [...documentsByType].map(([type, ofType]) => {
    const details = type === 'country' ? countryDivisions(ofType) : ''
    return `${pluralByType[type] ?? type}: ${ofType.length}${details}`
  })
  const bytes = assetFiles.reduce((total, file) => total + file.size, 0)
  return [...typeLines, `assets: ${assetFiles.length} (${formatBytes(bytes)})`]
}

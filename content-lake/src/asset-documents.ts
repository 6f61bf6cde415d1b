import type { ImageMetadata } from './image-metadata.ts'
import { randomId } from './random-id.ts'
import type { SanityDocument } from './types.ts'

export interface AssetUpload {
  projectId: string
  dataset: string
  sha1: string
  size: number
  mimeType: string
  /** Upload options Sanity keeps on the asset: filename, label, title, description, creditLine. */
  fields: Record<string, string>
}

function commonFields(upload: AssetUpload, extension: string, path: string) {
  const { filename, ...descriptive } = upload.fields
  return {
    assetId: upload.sha1,
    sha1hash: upload.sha1,
    extension,
    mimeType: upload.mimeType,
    size: upload.size,
    path,
    url: `https://cdn.sanity.io/${path}`,
    uploadId: randomId(32),
    ...(filename && { originalFilename: filename }),
    ...descriptive,
  }
}

/** The `sanity.imageAsset` document Sanity writes for an uploaded image. */
export function imageAssetDocument(upload: AssetUpload, image: ImageMetadata): SanityDocument {
  const { sha1, projectId, dataset } = upload
  const { width, height, extension } = image
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    ...commonFields(
      upload,
      extension,
      `images/${projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`,
    ),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: image.hasAlpha,
      isOpaque: !image.hasAlpha,
      lqip: image.lqip,
    },
  }
}

/** The `sanity.fileAsset` document Sanity writes for any other uploaded file. */
export function fileAssetDocument(upload: AssetUpload, extension: string): SanityDocument {
  const { sha1, projectId, dataset } = upload
  return {
    _id: `file-${sha1}-${extension}`,
    _type: 'sanity.fileAsset',
    ...commonFields(upload, extension, `files/${projectId}/${dataset}/${sha1}.${extension}`),
  }
}

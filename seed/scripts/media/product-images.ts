import type { ProductContent } from '../../data/types.ts'
import type { PackageArt } from './packaging-svg.ts'
import { packageArt, placePackage } from './packaging-svg.ts'
import { categoryLooks, palette, productLines, scentLooks, scentNames } from './palette.ts'

export const productImageSize = 800

/** The package of a product, coloured by its scent (silicones) or else by its category. */
export function productPackage(product: ProductContent, id = product.slug): Promise<PackageArt> {
  const look = product.scent ? scentLooks[product.scent] : categoryLooks[product.categorySlug]
  return packageArt(
    id,
    {
      title: product.title,
      presentation: product.presentacion,
      contenido: product.contenido,
      badge: product.scent ? scentNames[product.scent] : productLines[product.categorySlug],
    },
    look,
  )
}

/** A soft shadow on the floor under a package standing at (`cx`, `floor`). */
export function floorShadow(id: string, cx: number, floor: number, width: number): string {
  return `<defs><filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width * 0.06).toFixed(1)}"/></filter></defs>
    <ellipse cx="${cx}" cy="${floor}" rx="${(width / 2).toFixed(1)}" ry="${(width * 0.09).toFixed(1)}" fill="${palette.navyDeep}" opacity="0.28" filter="url(#${id})"/>`
}

/** The 800×800 product photo: the package on a light studio backdrop. */
export async function productImageSvg(product: ProductContent): Promise<string> {
  const size = productImageSize
  const art = await productPackage(product)
  const tall = art.height >= art.width
  const height = tall ? 670 : 440
  const floor = tall ? 740 : 640
  const width = (art.width / art.height) * height
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs>
      <radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75">
        <stop offset="0" stop-color="${palette.white}"/><stop offset="0.65" stop-color="${palette.paper}"/><stop offset="1" stop-color="${palette.paperShade}"/>
      </radialGradient>
    </defs>
    <rect width="${size}" height="${size}" fill="url(#backdrop)"/>
    ${floorShadow('floor', 400, floor, width * 1.15)}
    ${placePackage(art, 400, floor, height)}
  </svg>`
}

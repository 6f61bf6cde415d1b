// One printed layout: its measurements and drawing steps are read together, so they stay in one module.
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib'
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib'
import type { CatalogueChapter, CatalogueProduct } from './catalogue-contents.ts'
import type { CatalogueLinks } from './catalogue-links.ts'
import { palette } from './palette.ts'

const page = { width: 595.28, height: 841.89 }
const margin = 40
const columns = 2
const gap = 16
const card = {
  width: (page.width - margin * 2 - gap) / columns,
  height: 146,
  image: { width: 99, height: 132 },
}
const bandHeight = 46
const footerHeight = 36
const address = 'Km 2.5 vía Bogotá–Medellín, Cota, Cundinamarca'
/** Fixed so that regenerating the catalogue gives the same bytes. */
const publishedAt = new Date('2025-01-15T12:00:00Z')

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

const navy = colour(palette.navy)
const red = colour(palette.red)
const yellow = colour(palette.yellow)
const white = colour(palette.white)
const paper = colour(palette.paper)
const border = colour(palette.paperShade)
const grey = colour('#5b6b7f')

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/**
 * The standard PDF fonts only encode WinAnsi (Latin-1 and a few signs). Content typed in a
 * project may hold other characters: they lose their accent when that makes them encodable,
 * and become '?' otherwise, rather than failing the whole catalogue.
 */
export function printable(text: string, font: PDFFont): string {
  const encodable = new Set(font.getCharacterSet())
  return [...text]
    .map((character) => {
      if (encodable.has(character.codePointAt(0) ?? -1)) return character
      const base = character.normalize('NFD').replace(/\p{Mn}/gu, '')
      return [...base].every((part) => encodable.has(part.codePointAt(0) ?? -1)) && base
        ? base
        : '?'
    })
    .join('')
}

/** Greedy word wrap; the last line gets an ellipsis when the text needs more than `maxLines`. */
function wrap(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  while (last && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1)
  kept[maxLines - 1] = `${last.trimEnd()}…`
  return kept
}

/** Makes a rectangle of the page open `url` when clicked in a PDF reader. */
function addLink(
  target: PDFPage,
  url: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const link = target.doc.context.register(
    target.doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  )
  const annotations = target.node.Annots()
  if (annotations) annotations.push(link)
  else target.node.set(PDFName.of('Annots'), target.doc.context.obj([link]))
}

function drawHeaderBand(target: PDFPage, fonts: Fonts): void {
  const top = page.height - bandHeight
  target.drawRectangle({ x: 0, y: top, width: page.width, height: bandHeight, color: navy })
  target.drawRectangle({ x: 0, y: top - 4, width: page.width, height: 4, color: red })
  target.drawText('REHOBOTH', { x: margin, y: top + 17, size: 15, font: fonts.bold, color: white })
  const label = 'Catálogo de productos'
  target.drawText(label, {
    x: page.width - margin - fonts.regular.widthOfTextAtSize(label, 10),
    y: top + 18,
    size: 10,
    font: fonts.regular,
    color: white,
  })
}

function drawFooter(target: PDFPage, fonts: Fonts, pageNumber: number): void {
  target.drawLine({
    start: { x: margin, y: footerHeight },
    end: { x: page.width - margin, y: footerHeight },
    thickness: 0.6,
    color: border,
  })
  target.drawText(`Rehoboth · ${address}`, {
    x: margin,
    y: 20,
    size: 8,
    font: fonts.regular,
    color: grey,
  })
  const number = String(pageNumber)
  target.drawText(number, {
    x: page.width - margin - fonts.bold.widthOfTextAtSize(number, 9),
    y: 20,
    size: 9,
    font: fonts.bold,
    color: navy,
  })
}

function drawSectionTitle(
  target: PDFPage,
  fonts: Fonts,
  title: string,
  count: number,
  top: number,
): number {
  target.drawText(printable(title, fonts.bold), {
    x: margin,
    y: top - 24,
    size: 22,
    font: fonts.bold,
    color: navy,
  })
  target.drawRectangle({ x: margin, y: top - 36, width: 44, height: 4, color: yellow })
  const summary = `${count} ${count === 1 ? 'producto' : 'productos'}`
  target.drawText(summary, {
    x: page.width - margin - fonts.regular.widthOfTextAtSize(summary, 10),
    y: top - 22,
    size: 10,
    font: fonts.regular,
    color: grey,
  })
  return top - 54
}

function drawProductCard(
  target: PDFPage,
  fonts: Fonts,
  product: CatalogueProduct,
  image: PDFImage | null,
  x: number,
  top: number,
  link: string | undefined,
): void {
  const bottom = top - card.height
  if (link) addLink(target, link, { x, y: bottom, width: card.width, height: card.height })
  target.drawRectangle({
    x,
    y: bottom,
    width: card.width,
    height: card.height,
    color: white,
    borderColor: border,
    borderWidth: 0.8,
  })
  target.drawRectangle({ x, y: bottom, width: 4, height: card.height, color: red })
  const imageBox = {
    x: x + 8,
    y: top - 7 - card.image.height,
    width: card.image.width,
    height: card.image.height,
  }
  if (image) target.drawImage(image, imageBox)
  else target.drawRectangle({ ...imageBox, color: paper })
  const textX = x + card.image.width + 16
  const textWidth = card.width - card.image.width - 24
  let y = top - 20
  for (const line of wrap(printable(product.title, fonts.bold), fonts.bold, 10.5, textWidth, 3)) {
    target.drawText(line, { x: textX, y, size: 10.5, font: fonts.bold, color: navy })
    y -= 12.5
  }
  y -= 2
  for (const line of wrap(
    printable(product.subtitle, fonts.regular),
    fonts.regular,
    8,
    textWidth,
    3,
  )) {
    target.drawText(line, { x: textX, y, size: 8, font: fonts.regular, color: grey })
    y -= 10
  }
  const cellWidth = textWidth / 2
  const cellHeight = 19
  product.specs.slice(0, 4).forEach((row, index) => {
    const cellX = textX + (index % 2) * cellWidth
    const cellTop = bottom + 8 + cellHeight * (2 - Math.floor(index / 2))
    if (Math.floor(index / 2) === 0) {
      target.drawRectangle({
        x: cellX,
        y: cellTop - cellHeight,
        width: cellWidth,
        height: cellHeight,
        color: paper,
      })
    }
    target.drawText(printable(row.label.toUpperCase(), fonts.bold), {
      x: cellX + 4,
      y: cellTop - 7.5,
      size: 5.5,
      font: fonts.bold,
      color: grey,
    })
    target.drawText(printable(row.value, fonts.regular), {
      x: cellX + 4,
      y: cellTop - 15.5,
      size: 7,
      font: fonts.regular,
      color: navy,
    })
  })
}

export interface CatalogueInput {
  chapters: CatalogueChapter[]
  /** JPEG bytes of the cover, drawn full page. */
  cover: Uint8Array
  /** JPEG bytes of a product's picture at card size, or null when it has none. */
  picture: (product: CatalogueProduct) => Promise<Uint8Array | null>
  /** Where each product's card and the back cover's address take a reader of the PDF. */
  links: CatalogueLinks
}

/** The printable catalogue: a cover, each category's products in cards, and a back cover. */
export async function buildCataloguePdf(input: CatalogueInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle('Catálogo de productos Rehoboth')
  pdf.setAuthor('Rehoboth')
  pdf.setSubject('Productos de limpieza y mantenimiento para auto, moto, hogar y trabajo')
  pdf.setKeywords(['Rehoboth', 'catálogo', 'aerosoles', 'limpieza', 'mantenimiento'])
  pdf.setLanguage('es-CO')
  pdf.setCreator('Rehoboth seed')
  pdf.setProducer('pdf-lib')
  pdf.setCreationDate(publishedAt)
  pdf.setModificationDate(publishedAt)
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }

  const cover = await pdf.embedJpg(input.cover)
  pdf
    .addPage([page.width, page.height])
    .drawImage(cover, { x: 0, y: 0, width: page.width, height: page.height })

  const rowsPerPage = Math.floor(
    (page.height - bandHeight - 20 - 54 - footerHeight - 10) / (card.height + gap),
  )
  const perPage = rowsPerPage * columns
  for (const chapter of input.chapters) {
    const inCategory = chapter.products
    for (let first = 0; first < inCategory.length; first += perPage) {
      const current = pdf.addPage([page.width, page.height])
      drawHeaderBand(current, fonts)
      const title = first === 0 ? chapter.title : `${chapter.title} (continuación)`
      const top = drawSectionTitle(
        current,
        fonts,
        title,
        inCategory.length,
        page.height - bandHeight - 20,
      )
      const onPage = inCategory.slice(first, first + perPage)
      for (const [index, product] of onPage.entries()) {
        const picture = await input.picture(product)
        const image = picture ? await pdf.embedJpg(picture) : null
        const x = margin + (index % columns) * (card.width + gap)
        const cardTop = top - Math.floor(index / columns) * (card.height + gap)
        const link = product.slug ? input.links.product(product.slug) : undefined
        drawProductCard(current, fonts, product, image, x, cardTop, link)
      }
      drawFooter(current, fonts, pdf.getPageCount())
    }
  }

  const back = pdf.addPage([page.width, page.height])
  back.drawRectangle({ x: 0, y: 0, width: page.width, height: page.height, color: navy })
  back.drawRectangle({ x: 0, y: 300, width: page.width, height: 10, color: red })
  back.drawRectangle({ x: 0, y: 290, width: page.width, height: 4, color: yellow })
  back.drawText('REHOBOTH', { x: margin + 10, y: 560, size: 44, font: fonts.bold, color: white })
  back.drawText('Limpieza y mantenimiento para tu vehículo, tu hogar y tu trabajo.', {
    x: margin + 10,
    y: 530,
    size: 12,
    font: fonts.regular,
    color: white,
  })
  back.drawText(address, { x: margin + 10, y: 480, size: 11, font: fonts.bold, color: yellow })
  back.drawText('Colombia · México', {
    x: margin + 10,
    y: 462,
    size: 11,
    font: fonts.regular,
    color: white,
  })
  const site = printable(input.links.printedSite, fonts.bold)
  back.drawText(site, { x: margin + 10, y: 420, size: 14, font: fonts.bold, color: white })
  addLink(back, input.links.site, {
    x: margin + 10,
    y: 416,
    width: fonts.bold.widthOfTextAtSize(site, 14),
    height: 18,
  })
  back.drawText('Imágenes de referencia. Presentaciones sujetas a disponibilidad.', {
    x: margin + 10,
    y: 80,
    size: 8,
    font: fonts.regular,
    color: colour(palette.steel),
  })
  return pdf.save()
}

import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { PresentationIcon } from '@sanity/icons/Presentation'
import { SortIcon } from '@sanity/icons/Sort'
import { map } from 'rxjs'
import { slideSummary } from '../schemaTypes/documents/slide'
import { liveQuery } from './live-query'

export interface SlideEntry {
  _id: string
  title: string | null
  kind: string | null
  durationMs: number | null
}

/** The home carousel's slides in the order the site shows them (homePage.slides), as published. */
export const carouselSlidesQuery = {
  fetch: `*[_id == "homePage"][0].slides[]->{ _id, title, kind, durationMs }`,
  listen: `*[_id == "homePage" || _type == "slide"]`,
}

/** '2 · Imagen · 5 s · Taller': position in the carousel, kind and time on screen, name. */
export function carouselSlideTitle(position: number, slide: SlideEntry): string {
  return [
    position,
    slideSummary(slide.kind ?? undefined, slide.durationMs ?? undefined),
    slide.title ?? 'Sin nombre',
  ].join(' · ')
}

/**
 * «Diapositivas»: where the carousel's order is changed (the home page's slide list, dragged by
 * its handles), the carousel as it shows (current as soon as a new order or slide is
 * published), with each slide's kind and time, then every slide, where new ones are created.
 */
export const slidesItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('slides')
    .title('Diapositivas')
    .icon(PresentationIcon)
    .child(() =>
      liveQuery<(SlideEntry | null)[] | null>(context, carouselSlidesQuery).pipe(
        map((slides) =>
          slideLists(
            S,
            (slides ?? []).filter((slide): slide is SlideEntry => slide !== null),
          ),
        ),
      ),
    )

function slideLists(S: StructureBuilder, carousel: SlideEntry[]) {
  return S.list()
    .id('slides')
    .title('Diapositivas')
    .items([
      S.listItem()
        .id('carouselOrder')
        .title('Ordenar el carrusel')
        .icon(SortIcon)
        .child(
          S.document().schemaType('homePage').documentId('homePage').title('Ordenar el carrusel'),
        ),
      S.listItem()
        .id('carousel')
        .title('Carrusel de inicio, en orden')
        .icon(PresentationIcon)
        .child(
          S.list()
            .id('carousel')
            .title('Carrusel de inicio')
            .items(
              carousel.map((slide, index) =>
                S.listItem()
                  .id(slide._id)
                  .title(carouselSlideTitle(index + 1, slide))
                  .icon(PresentationIcon)
                  .child(S.document().schemaType('slide').documentId(slide._id)),
              ),
            ),
        ),
      S.divider(),
      S.listItem()
        .id('allSlides')
        .title('Todas las diapositivas')
        .icon(PresentationIcon)
        .child(S.documentTypeList('slide').title('Todas las diapositivas')),
    ])
}

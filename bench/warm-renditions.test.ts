import { describe, expect, it } from 'vitest'
import { imageUrlsIn } from './warm-renditions.ts'

const IMAGES = '/rehoboth/__offline-sanity/cdn.sanity.io/images/offline/production'

describe('imageUrlsIn', () => {
  it('finds the images in src, srcset and preloads on its own server, once each, as the browser asks', () => {
    const html = `
      <link rel="preload" as="image" imageSrcSet="${IMAGES}/a-800x1000.jpg?w=320&amp;h=400&amp;auto=format 320w, ${IMAGES}/a-800x1000.jpg?w=480&amp;h=600&amp;auto=format 480w"/>
      <img src="${IMAGES}/a-800x1000.jpg?w=320&amp;h=400&amp;auto=format" srcset="${IMAGES}/b-640x360.png?w=320 320w,${IMAGES}/b-640x360.png?w=640 640w"/>
      <video src="/rehoboth/__offline-sanity/cdn.sanity.io/files/offline/production/c.mp4"></video>
      <meta property="og:image" content="https://www.example.com${IMAGES}/d-480x120.png?w=480&amp;auto=format"/>
      <a href="/rehoboth/Contacto">Contacto</a>`
    expect(imageUrlsIn(html, 'http://127.0.0.1:4180/rehoboth/')).toEqual([
      `http://127.0.0.1:4180${IMAGES}/a-800x1000.jpg?w=320&h=400&auto=format`,
      `http://127.0.0.1:4180${IMAGES}/a-800x1000.jpg?w=480&h=600&auto=format`,
      `http://127.0.0.1:4180${IMAGES}/b-640x360.png?w=320`,
      `http://127.0.0.1:4180${IMAGES}/b-640x360.png?w=640`,
    ])
  })

  it('finds nothing in a page without images', () => {
    expect(imageUrlsIn('<p>Hola</p>', 'http://127.0.0.1:4180/rehoboth/')).toEqual([])
  })
})

import { products } from '../data/products/index.ts'

/**
 * Every media file the seed uses, by its path under seed/media. The media generator creates exactly
 * these files; the content modules refer to them by the same names.
 */
export const siteMedia = {
  logo: 'brand/logo.png',
  heroVideo: 'slides/hero-video.mp4',
  heroVideoPoster: 'slides/hero-video-poster.jpg',
  slideImages: ['slides/slide-2.jpg', 'slides/slide-3.jpg', 'slides/slide-4.jpg'],
  /** Every slide's phone image, the video's first: its poster on phones. */
  phoneSlideImages: [
    'slides/hero-video-poster-phone.jpg',
    'slides/slide-2-phone.jpg',
    'slides/slide-3-phone.jpg',
    'slides/slide-4-phone.jpg',
  ],
  promoVideos: [
    { video: 'videos/promo-1.mp4', poster: 'videos/promo-1-poster.jpg' },
    { video: 'videos/promo-2.mp4', poster: 'videos/promo-2-poster.jpg' },
    { video: 'videos/promo-3.mp4', poster: 'videos/promo-3-poster.jpg' },
    { video: 'videos/promo-4.mp4', poster: 'videos/promo-4-poster.jpg' },
    { video: 'videos/promo-5.mp4', poster: 'videos/promo-5-poster.jpg' },
  ],
  categoryIcons: {
    paraTuAuto: 'categories/paraTuAuto.png',
    paraTuHogar: 'categories/paraTuHogar.png',
    paraTuTrabajo: 'categories/paraTuTrabajo.png',
  },
  catalogueBanner: 'banners/catalogue.jpg',
  contactBanner: 'banners/contact.jpg',
  flags: { CO: 'flags/co.svg', MX: 'flags/mx.svg' },
  cataloguePdf: 'catalogue/catalogo-rehoboth.pdf',
} as const

export const productImagePaths: string[] = products.map((product) => product.image)

export const MEDIA_PATHS: readonly string[] = [
  ...productImagePaths,
  siteMedia.logo,
  siteMedia.heroVideo,
  siteMedia.heroVideoPoster,
  ...siteMedia.slideImages,
  ...siteMedia.phoneSlideImages,
  ...siteMedia.promoVideos.flatMap(({ video, poster }) => [video, poster]),
  ...Object.values(siteMedia.categoryIcons),
  siteMedia.catalogueBanner,
  siteMedia.contactBanner,
  ...Object.values(siteMedia.flags),
  siteMedia.cataloguePdf,
]

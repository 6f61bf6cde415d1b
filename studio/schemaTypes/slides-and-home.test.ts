import { describe, expect, test } from 'vitest'
import { errorsOf, file, image, markersOf, reference } from './testing/validate'

const productRefs = (count: number) =>
  Array.from({ length: count }, (_, index) => reference(`product.P${index}`))

describe('slides', () => {
  const videoSlide = {
    _type: 'slide',
    title: 'Video principal',
    kind: 'video',
    video: file,
    poster: image('Portada'),
    durationMs: 22000,
  }

  test('a video slide with its duration passes', async () => {
    expect(await markersOf(videoSlide)).toEqual([])
  })

  test('a video slide without a duration is an error', async () => {
    expect(await errorsOf({ ...videoSlide, durationMs: undefined })).toEqual([
      { path: 'durationMs', message: 'Indica cuánto dura el video en milisegundos.' },
    ])
  })

  test('an image slide needs no duration', async () => {
    expect(
      await markersOf({ _type: 'slide', title: 'Uno', kind: 'image', image: image('Cartel') }),
    ).toEqual([])
  })

  test('a video slide needs its video, poster and a positive duration', async () => {
    const errors = await errorsOf({ _type: 'slide', title: 'Video', kind: 'video', durationMs: 0 })
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'video', message: 'Sube el video de la diapositiva.' },
        { path: 'poster', message: 'Sube la imagen de portada del video.' },
        { path: 'durationMs', message: 'La duración debe ser mayor que 0.' },
      ]),
    )
    expect(errors).toHaveLength(3)
  })

  test('an image slide needs only its image', async () => {
    expect(await errorsOf({ _type: 'slide', title: 'Uno', kind: 'image' })).toEqual([
      { path: 'image', message: 'Sube la imagen de la diapositiva.' },
    ])
    expect(
      await errorsOf({ _type: 'slide', title: 'Uno', kind: 'image', image: image('Cartel') }),
    ).toEqual([])
    expect(
      await errorsOf({
        _type: 'slide',
        title: 'Video',
        kind: 'video',
        video: file,
        poster: image('Portada'),
        durationMs: 22000,
      }),
    ).toEqual([])
  })
})

describe('home page', () => {
  const advantages = ['formula', 'eco', 'easy', 'quality'].map((icon) => ({
    _type: 'advantage',
    _key: icon,
    title: icon,
    icon,
  }))
  const promoVideos = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      _type: 'promoVideo',
      _key: `v${index}`,
      title: `Video ${index}`,
      video: file,
      poster: image('Portada'),
    }))
  const validHome = {
    _type: 'homePage',
    slides: [1, 2, 3, 4].map((n) => reference(`slide.${n}`)),
    featuredProducts: productRefs(6),
    productCarousel: productRefs(6),
    advantages,
    promoVideos: promoVideos(5),
  }

  test('a complete home page passes', async () => {
    expect(await errorsOf(validHome)).toEqual([])
    expect(await errorsOf({ ...validHome, promoVideos: promoVideos(4) })).toEqual([])
  })

  test.each([
    ['featuredProducts', productRefs(5), 'Elige exactamente 6 productos destacados.'],
    ['productCarousel', productRefs(7), 'Elige exactamente 6 productos para el carrusel.'],
    ['slides', [reference('slide.1')], 'El carrusel necesita exactamente 4 diapositivas.'],
    ['advantages', advantages.slice(0, 3), 'Escribe exactamente 4 ventajas.'],
    ['promoVideos', promoVideos(3), 'Agrega entre 4 y 5 videos promocionales.'],
    ['promoVideos', promoVideos(6), 'Agrega entre 4 y 5 videos promocionales.'],
  ])('home page %s with the wrong count is an error', async (field, value, message) => {
    expect(await errorsOf({ ...validHome, [field]: value })).toEqual([{ path: field, message }])
  })

  test('the same product twice in the featured list is an error', async () => {
    const twice = [...productRefs(5), { ...reference('product.P0'), _key: 'again' }]
    const message = 'Cada producto puede aparecer una sola vez.'
    expect(await errorsOf({ ...validHome, featuredProducts: twice })).toEqual([
      { path: 'featuredProducts.product.P0', message },
      { path: 'featuredProducts.again', message },
    ])
  })

  test('the carousel opens with its video: an image slide first is an error', async () => {
    const slideKinds = {
      'slide.1': 'video',
      'slide.2': 'image',
      'slide.3': 'image',
      'slide.4': 'image',
    }
    expect(await errorsOf(validHome, { slideKinds })).toEqual([])
    const imageFirst = ['slide.2', 'slide.1', 'slide.3', 'slide.4'].map(reference)
    expect(await errorsOf({ ...validHome, slides: imageFirst }, { slideKinds })).toEqual([
      {
        path: 'slides',
        message:
          'La primera diapositiva del carrusel debe ser el video: arrástralo al primer lugar por su asa (⋮⋮).',
      },
    ])
  })

  test('a slide listed twice is an error', async () => {
    const slides = [1, 2, 3].map((n) => reference(`slide.${n}`))
    const errors = await errorsOf({
      _type: 'homePage',
      slides: [...slides, { ...reference('slide.1'), _key: 'again' }],
    })
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'slides.again', message: 'Cada diapositiva puede aparecer una sola vez.' },
      ]),
    )
  })
})

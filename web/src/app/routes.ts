import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { catalogueSlugs } from '@rehoboth/shared/catalogues'

// Each catalogue address shows the category with that slug.

export default [
  index('../features/home/home-route.tsx'),
  route('Contacto', '../features/contact/contact-route.tsx'),
  ...catalogueSlugs.map((slug) =>
    route(slug, '../features/catalogue/catalogue-route.tsx', { id: `catalogue-${slug}` }),
  ),
  route(':slug', '../features/product/product-route.tsx'),
  route('*', './not-found-route.tsx'),
] satisfies RouteConfig

import type { ProductContent } from '../types.ts'
import { engineProducts } from './engine.ts'
import { exteriorProducts } from './exterior.ts'
import { homeProducts } from './home.ts'
import { siliconeProducts } from './silicone.ts'
import { workProducts } from './work.ts'

/** One entry per product route of spec §2. */
export const products: ProductContent[] = [
  ...exteriorProducts,
  ...siliconeProducts,
  ...engineProducts,
  ...homeProducts,
  ...workProducts,
]

import type { MetaFunction } from 'react-router'
import { pageMeta } from '../lib/page-meta'
import { NotFoundPage } from './not-found-page'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: 'Página no encontrada' })

export default NotFoundPage

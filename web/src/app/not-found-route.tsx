import type { MetaFunction } from 'react-router'
import { pageMeta } from '../lib/page-meta'
import { NotFoundPage } from '../components/page-error-boundary'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: 'Página no encontrada' })

export default NotFoundPage

import { readFileSync } from 'node:fs'
import type { SchemaType } from 'groq-js'

/** The schema the Studio extracts with `npm run typegen` (studio/schema.json). */
export function studioSchema(): SchemaType {
  return JSON.parse(
    readFileSync(new URL('../../../studio/schema.json', import.meta.url), 'utf8'),
  ) as SchemaType
}

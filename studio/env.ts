// The Studio has to build, extract its schema and generate types on machines with no Sanity
// account and no network. Without these variables it targets the placeholder project 'offline',
// the same project id the seed data and the offline API use; set them to point at a real project.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'offline'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
export const apiVersion = '2025-02-19'

/** Where the public site runs, base path included; 'Ver en el sitio' opens pages under it. */
export const siteUrl = (
  process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:5173/rehoboth'
).replace(/\/+$/, '')

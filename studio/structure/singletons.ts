/** Documents that exist exactly once; their _id equals their type name. */
export const singletonTypeNames = new Set(['siteSettings', 'homePage'])

/** Written by the site's contact form, never created by hand in the Studio. */
export const formOnlyTypeNames = new Set(['contactRequest'])

/** Document actions that make sense for a document that must exist exactly once. */
export const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

import { presentationTool } from 'sanity/presentation'
import { locations } from './locations'
import { mainDocuments } from './main-documents'
import { previewEnablePath, siteOrigin, sitePath } from './site-pages'

/**
 * «Editar en la página»: the site inside the Studio, in the drafts perspective, with click-to-edit
 * overlays. The site turns preview on at its enable route after checking the Studio's secret.
 */
export const editOnPage = presentationTool({
  name: 'editar-en-la-pagina',
  title: 'Editar en la página',
  previewUrl: {
    origin: siteOrigin,
    preview: sitePath(),
    previewMode: { enable: previewEnablePath },
  },
  resolve: { locations, mainDocuments },
})

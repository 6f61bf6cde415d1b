import { defineLocaleResourceBundle, definePlugin } from 'sanity'
import { SpanishLayout } from './spanish-layout'

/**
 * Strings of Sanity 6.16 that @sanity/locale-es-es 1.2 has not translated yet, which editors met
 * in English («Publicado / Published hace 6 min», «Field actions»). Layered over that locale.
 */
const studio = defineLocaleResourceBundle({
  locale: 'es-ES',
  namespace: 'studio',
  resources: {
    'document-status.published-at': 'Publicado {{date}}',
    'form.field.actions-menu.title': 'Acciones del campo',
    'common.error': 'Error',
    'changes.from-base-variant.label': 'Cambiado respecto a la variante base',
    'diagnostics.menu-item': 'Diagnóstico',
    'divergence.pagination': '{{position}} de {{count}}',
    'document-group-inventory.action.manage-versions': 'Gestionar versiones',
    'document-group-inventory.title': '{{count}} {{subject}}',
    'inputs.portable-text.unknown-value.annotation':
      'Anotación no definida en el esquema: {{name}}',
    'inputs.portable-text.unknown-value.list-item':
      'Tipo de lista no definido en el esquema: {{name}}',
    'inputs.portable-text.unknown-value.mark': 'Marca no definida en el esquema: {{name}}',
    'inputs.portable-text.unknown-value.style': 'Estilo no definido en el esquema: {{name}}',
    'copy-paste.field-action-copy-button.document.title': 'Copiar documento',
    'copy-paste.field-action-copy-button.field.title': 'Copiar campo',
    'copy-paste.field-action-paste-button.document.title': 'Pegar documento',
    'copy-paste.field-action-paste-button.field.title': 'Pegar campo',
    'release.action.pause-to-edit': 'Pausar para editar',
    'user-menu.action.claim-project': 'Reclamar este proyecto',
    'help-resources.studio-version-deprecated': 'v{{version}} está obsoleta',
  },
})

const structure = defineLocaleResourceBundle({
  locale: 'es-ES',
  namespace: 'structure',
  resources: {
    'action.unpublish.disabled.already-unpublished':
      'Este documento ya está marcado para despublicarse',
    'banners.obsolete-draft.actions.compare-draft.tooltip':
      'El documento publicado no existe, así que este borrador no se puede comparar.',
    'compare-version.error.loadVersions.title': 'No se pudieron cargar las versiones',
    'confirm-delete-dialog.confirm-anyway-button.text_delete_one': 'Eliminar de todos modos',
    'confirm-delete-dialog.confirm-anyway-button.text_delete_other':
      'Eliminar todas las versiones de todos modos',
    'confirm-delete-dialog.confirm-button.text_delete_one': 'Eliminar documento',
    'confirm-delete-dialog.confirm-button.text_delete_other': 'Eliminar todas las versiones',
    'confirm-delete-dialog.confirmation.text_delete_one':
      '¿Seguro que quieres eliminar este documento?',
    'confirm-delete-dialog.confirmation.text_delete_other':
      '¿Seguro que quieres eliminar todas las versiones de este documento?',
    'panes.document-list-pane.error.max-retries-attempted':
      'No se reintenta automáticamente después de {{count}} intentos fallidos.',
  },
})

/** Those strings, and Sanity UI's English names and capitals undone in the page. */
export const spanishGaps = definePlugin({
  name: 'rehoboth-spanish-gaps',
  i18n: { bundles: [studio, structure] },
  studio: { components: { layout: SpanishLayout } },
})

/**
 * Strings of the installed Sanity that @sanity/locale-es-es has not translated yet, by namespace,
 * which editors would otherwise meet in English («Publicado / Published hace 6 min», «Field
 * actions»). studio/i18n/missing-spanish.test.ts lists any the installed versions leave out, and
 * any here that the locale now translates or Sanity no longer defines.
 */
export const spanishGapStrings = {
  studio: {
    'about-dialog.version-info.deprecated.current':
      'v{{version}} está obsoleta y ya no debería usarse.',
    'about-dialog.version-info.deprecated.header': 'Versión obsoleta',
    'about-dialog.version-info.deprecated.next-step.pinned':
      'Este Studio está fijado a una versión obsoleta. Elige otra versión en Gestionar.',
    'about-dialog.version-info.deprecated.next-step.upgrade':
      'Actualiza el paquete sanity a una versión más reciente y vuelve a desplegar el Studio.',
    'about-dialog.version-info.deprecated.next-step.upgrade.learn-how': 'Aprende a actualizar',
    'about-dialog.version-info.deprecated.reason': 'Motivo: {{reason}}',
    'about-dialog.version-info.tooltip.deprecated': 'Obsoleta',
    'changes.from-base-variant.label': 'Cambiado respecto a la variante base',
    'common.error': 'Error',
    'diagnostics.menu-item': 'Diagnóstico',
    'divergence.pagination': '{{position}} de {{count}}',
    'document-group-inventory.action.manage-versions': 'Gestionar versiones',
    'document-group-inventory.title': '{{count}} {{subject}}',
    'document-status.published-at': 'Publicado {{date}}',
    'form.field.actions-menu.title': 'Acciones del campo',
    'help-resources.studio-version-deprecated': 'v{{version}} está obsoleta',
    'inputs.portable-text.unknown-value.annotation':
      'Anotación no definida en el esquema: {{name}}',
    'inputs.portable-text.unknown-value.list-item':
      'Tipo de lista no definido en el esquema: {{name}}',
    'inputs.portable-text.unknown-value.mark': 'Marca no definida en el esquema: {{name}}',
    'inputs.portable-text.unknown-value.style': 'Estilo no definido en el esquema: {{name}}',
    'release.action.edit-details': 'Editar detalles',
    'release.action.new-release.limit-reached':
      'Este espacio de trabajo está limitado a {{count}} lanzamiento',
    'release.action.pause-to-edit': 'Pausar para editar',
    'release.dialog.edit.confirm': 'Guardar',
    'release.dialog.edit.description-label': 'Descripción',
    'release.dialog.edit.title': 'Editar lanzamiento',
    'release.dialog.edit.title-label': 'Título',
    'release.toast.edit-release-error.title': 'No se pudieron guardar los detalles del lanzamiento',
    'user-menu.action.claim-project': 'Reclamar este proyecto',
  },
  structure: {
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
    'panes.document-operation-results.operation-success_unpublishVersion':
      'La versión se despublicará cuando se publique el lanzamiento',
  },
  'copy-paste': {
    'copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description':
      'Campos de solo lectura omitidos: {{fieldNames}} y {{count}} más',
  },
  comments: {
    'list-item.origin.draft': 'Del borrador',
    'list-item.origin.published': 'Del documento publicado',
  },
  vision: {
    'query.error.unsupported-release-perspective':
      'Esta versión de la API no admite perspectivas complejas. Usa {{apiVersion}} o posterior.',
    'query.error.unsupported-variant':
      'Esta versión de la API no admite variantes de contenido. Usa la versión experimental de la API ({{apiVersion}}).',
    'settings.api-version-locked-for-variant':
      'Con una variante seleccionada, la versión de la API tiene que ser vX.',
  },
} satisfies Record<string, Record<string, string>>

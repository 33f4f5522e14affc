import { BulkActionsToolbar, BulkExportButton, useResourceContext, useTranslate } from 'react-admin';
import { DeleteSelectionButton } from './DeleteSelectionButton.js';

/** Export the rows ticked (on any page) to CSV, and, for whoever may, delete them with one nota. */
function GeoBulkButtons() {
  return (
    <>
      <BulkExportButton label="vegeo.bulk.export" />
      <DeleteSelectionButton />
    </>
  );
}

/**
 * react-admin's bulk actions toolbar, named for screen readers and counting the selection by the
 * resource's own noun («2 parroquias seleccionadas»).
 */
function GeoBulkActionsToolbar() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  return (
    <div role="toolbar" aria-label={translate('vegeo.bulk.label')}>
      <BulkActionsToolbar label={`vegeo.bulk.selected.${resource}`}>
        <GeoBulkButtons />
      </BulkActionsToolbar>
    </div>
  );
}

/**
 * A geography `DataTable`'s bulk actions, for every role (a viewer exports a selection too):
 * react-admin offers the rows' boxes by default only to whoever may delete.
 */
export const geoBulkActions = { bulkActionButtons: <GeoBulkButtons />, bulkActionsToolbar: <GeoBulkActionsToolbar /> } as const;

import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useCanAccess, useDeleteMany, useGetMany, useListContext, useNotify, useTranslate } from 'react-admin';
import { DeleteDialog } from '../forms/DeleteDialog.js';
import { containedText } from '../forms/DeleteWithCascadeButton.js';

/**
 * react-admin's `BulkDeleteButton`, asking first for the nota every change carries (and whether
 * to delete what the records contain too), as a single record's delete does.
 */
export function DeleteSelectionButton() {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  // What the selection contains, read when the dialog opens (the rows of other pages too).
  const { data: chosen = [] } = useGetMany(resource, { ids: selectedIds }, { enabled: open });
  if (!canAccess || selectedIds.length === 0) return null;
  const count = selectedIds.length;
  const name = translate(`resources.${resource}.name`, { smart_count: count }).toLowerCase();

  const remove = ({ nota, cascada }: { nota: string; cascada: boolean }) =>
    deleteMany(
      resource,
      { ids: selectedIds, meta: { nota, ...(cascada ? { cascada } : {}) } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (ids) => {
          setOpen(false);
          onUnselectItems();
          notify(`vegeo.delete.many.${resource}`, { type: 'info', messageArgs: { smart_count: ids?.length ?? count } });
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <DeleteDialog
        open={open}
        pending={isPending}
        title={translate('vegeo.bulk.deleteTitle', { smart_count: count, name })}
        text={translate('vegeo.bulk.deleteConfirm', { smart_count: count, name })}
        children={containedText(resource, chosen)}
        onClose={() => setOpen(false)}
        onConfirm={remove}
      />
    </>
  );
}

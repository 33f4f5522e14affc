import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useDeleteMany, useGetMany, useListContext, useNotify, useTranslate } from 'react-admin';
import { DeleteDialog } from '../../forms/DeleteDialog.js';
import { containedText } from '../../forms/DeleteWithCascadeButton.js';

/**
 * What can be done with the rows whose boxes are ticked (on any page): export them to CSV, and,
 * for whoever may delete, delete them all with one nota (and with what they contain, if asked).
 * Shown only while something is selected, as react-admin's bulk actions are.
 */
export function BulkActions() {
  const { selectedIds, onUnselectItems, resource, exporter } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  // What the selection contains, read when the dialog opens (the rows of other pages too).
  const { data: chosen = [] } = useGetMany(resource, { ids: selectedIds }, { enabled: open });
  if (selectedIds.length === 0) return null;
  const count = selectedIds.length;
  const name = translate(`resources.${resource}.name`, { smart_count: count }).toLowerCase();

  const exportSelected = async () => {
    const { data } = await dataProvider.getMany(resource, { ids: selectedIds });
    if (exporter) await exporter(data, () => Promise.resolve({}), dataProvider, resource);
  };
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
    <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', bgcolor: 'action.selected', borderRadius: 1, mb: 1 }} aria-label={translate('vegeo.bulk.label')} role="toolbar">
      <Typography variant="body2" sx={{ flex: 1 }}>
        {translate(`vegeo.bulk.selected.${resource}`, { smart_count: count })}
      </Typography>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportSelected()}>
        {translate('vegeo.bulk.export')}
      </Button>
      {canAccess ? (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
          {translate('ra.action.delete')}
        </Button>
      ) : null}
      <Button size="small" onClick={() => onUnselectItems()}>
        {translate('vegeo.bulk.clear')}
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
    </Toolbar>
  );
}

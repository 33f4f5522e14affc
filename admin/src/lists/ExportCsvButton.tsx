import DownloadIcon from '@mui/icons-material/GetApp';
import { useMemo } from 'react';
import { Button, fetchRelatedRecords, useDataProvider, useEvent, useListContext, useNotify } from 'react-admin';

/**
 * react-admin's `ExportButton` (every record the list's filters match, through the list's
 * exporter), drawn once: react-admin's renders its button again on every change of the list, a
 * search's keystroke included. It reads the list's latest filters when clicked.
 */
export function ExportCsvButton({ maxResults = 1000 }: { maxResults?: number }) {
  const { filter, filterValues, resource, sort, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const exportAll = useEvent(() => {
    dataProvider
      .getList(resource, { sort, filter: filter ? { ...filterValues, ...filter } : filterValues, pagination: { page: 1, perPage: maxResults } })
      .then(({ data }) => (exporter ? exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource) : undefined))
      .catch((error: unknown) => {
        console.error(error);
        notify('ra.notification.http_error', { type: 'error' });
      });
  });
  const empty = total === 0;
  return useMemo(
    () => (
      <Button label="ra.action.export" onClick={exportAll} disabled={empty}>
        <DownloadIcon />
      </Button>
    ),
    [exportAll, empty],
  );
}

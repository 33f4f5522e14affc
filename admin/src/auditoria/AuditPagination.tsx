import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The audit's pager. The audit is read by cursor, so its size is not known: the pager says which
 * entries are shown (`26–36`) and offers the page before and after, never a made-up total.
 */
export function AuditPagination() {
  const { page, perPage, data = [], hasNextPage, hasPreviousPage, setPage, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || (data.length === 0 && page === 1)) return null;
  const first = (page - 1) * perPage + 1;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" className="vegeo-audit-range">
        {data.length === 0 ? translate('ra.navigation.current_page', { page }) : translate('vegeo.audit.range', { first, last: first + data.length - 1, page })}
      </Typography>
      <Button size="small" disabled={!hasPreviousPage} onClick={() => setPage(page - 1)}>
        {translate('vegeo.audit.previous')}
      </Button>
      <Button size="small" disabled={!hasNextPage} onClick={() => setPage(page + 1)}>
        {translate('vegeo.audit.next')}
      </Button>
    </Stack>
  );
}

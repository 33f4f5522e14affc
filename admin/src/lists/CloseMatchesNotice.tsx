import { Alert, Link } from '@mui/material';
import { Fragment } from 'react';
import { useListContext, useNavigate, useTranslate } from 'react-admin';
import type { CloseMatchesMeta, Suggestion } from '../dataProvider/closeMatches.js';

/**
 * Said above a list whose search found no row holding every word: the rows are the closest
 * matches (best first), and «¿Quiso decir…?» offers the names meant, each a search of its list.
 */
export function CloseMatchesNotice() {
  const { meta, total, resource, filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const close = meta as CloseMatchesMeta | undefined;
  if (!close?.parecidos) return null;
  const name = (where: string, count: number) => translate(`resources.${where}.name`, { smart_count: count }).toLowerCase();
  const search = (hit: Suggestion) => {
    if (hit.resource === resource) setFilters({ ...filterValues, q: hit.nombre }, undefined);
    else navigate(`/${hit.resource}?filter=${encodeURIComponent(JSON.stringify({ q: hit.nombre }))}`);
  };
  const said = total
    ? translate('vegeo.closeMatches.closeMatches', { text: close.parecidos, name: name(resource, 2) })
    : translate('vegeo.closeMatches.noMatches', { text: close.parecidos, name: name(resource, 2) });
  return (
    <Alert severity="info" sx={{ mb: 1 }} role="status">
      {said}
      {close.sugerencias.length > 0 ? ` ${translate('vegeo.closeMatches.didYouMean')} ` : null}
      {close.sugerencias.map((hit, index) => (
        <Fragment key={`${hit.resource}/${hit.id}`}>
          {index > 0 ? ', ' : null}
          <Link component="button" type="button" onClick={() => search(hit)} sx={{ verticalAlign: 'baseline' }}>
            {hit.resource === resource ? `«${hit.nombre}»` : `${name(hit.resource, 1)} «${hit.nombre}»`}
          </Link>
        </Fragment>
      ))}
      {close.sugerencias.length > 0 ? '?' : null}
    </Alert>
  );
}

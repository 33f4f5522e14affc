import { CardContent, Typography } from '@mui/material';
import { Button, useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * react-admin's `ListNoResults` («No se encontraron parroquias con los filtros actuales.» and
 * «Quitar los filtros»), with the resource's noun in lower case: react-admin's names it by its
 * menu label, capitalised mid-sentence («No se encontraron Parroquias»).
 */
export function NoneFiltered() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { setFilters } = useListContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2 }).toLowerCase();
  return (
    <CardContent>
      <Typography variant="body2">
        {translate('ra.navigation.no_filtered_results', { name })} <Button onClick={() => setFilters({}, [])} label="ra.navigation.clear_filters" />
      </Typography>
    </CardContent>
  );
}

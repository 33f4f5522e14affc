import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { COLLECTION, type GeoChange } from '@vegeo/data';
import type { NamedChange } from './differencesFrom.js';
import { useEffect, useState } from 'react';
import { useTranslate, LinkBase as Link } from 'react-admin';
import type { GeoSnapshot } from '../dataProvider/liveGeo.js';

const SHOWN = 50;

const quoted = (value: unknown) => (value === undefined || value === null ? '—' : `«${Array.isArray(value) ? value.join(', ') : String(value)}»`);

/** `Parroquia «Nueva» (140105) creada`, `Municipio «Alberto Adriani» (1401): Capital «El Vigía» → «Vigía»`. */
function differenceText(change: NamedChange, translate: ReturnType<typeof useTranslate>): string {
  const name = change.nombre;
  if (change.accion !== 'editado') return translate(`vegeo.dashboard.change.${change.accion}.${change.tipo}`, { name, id: change.id });
  const field = translate(`resources.${COLLECTION[change.tipo]}.fields.${change.campo ?? ''}`, { _: change.campo ?? '' });
  return translate('vegeo.dashboard.change.editado', { kind: translate(`vegeo.tipo.${change.tipo}`), name, id: change.id, field, before: quoted(change.antes), after: quoted(change.despues) });
}

/** How the database differs from the embedded dataset: counts, and a link per changed record. */
export function Differences({ snapshot }: { snapshot: GeoSnapshot }) {
  const translate = useTranslate();
  const [changes, setChanges] = useState<NamedChange[]>();
  useEffect(() => {
    let active = true;
    void import('./differencesFrom.js').then(({ differencesFrom }) => active && setChanges(differencesFrom(snapshot)));
    return () => {
      active = false;
    };
  }, [snapshot]);
  const count = (accion: GeoChange['accion']) => new Set(changes?.filter((c) => c.accion === accion).map((c) => `${c.tipo}/${c.id}`)).size;
  return (
    <Card sx={{ flex: 1 }}>
      <CardHeader title={translate('vegeo.dashboard.differences')} />
      <CardContent>
        {changes && changes.length === 0 && translate('vegeo.dashboard.sameAsDataset')}
        {changes && changes.length > 0 && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Chip data-diff="creado" label={`${translate('vegeo.dashboard.created')}: ${count('creado')}`} color="success" variant="outlined" />
              <Chip data-diff="editado" label={`${translate('vegeo.dashboard.edited')}: ${count('editado')}`} color="warning" variant="outlined" />
              <Chip data-diff="borrado" label={`${translate('vegeo.dashboard.deleted')}: ${count('borrado')}`} color="error" variant="outlined" />
            </Stack>
            <List dense>
              {changes.slice(0, SHOWN).map((change) => (
                <ListItem key={`${change.texto}`} {...(change.accion === 'borrado' ? {} : { component: Link, to: `/${COLLECTION[change.tipo]}/${change.id}/show` })} sx={{ color: 'inherit' }}>
                  <ListItemText primary={differenceText(change, translate)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}

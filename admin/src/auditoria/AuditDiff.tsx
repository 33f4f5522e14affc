import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { kindOf } from '@vegeo/data';
import { useRecordContext, useTranslate } from 'react-admin';
import { useIsSmall } from '../layout/useIsSmall.js';
import type { AuditRow } from '../dataProvider/audit.js';
import type { GeoSnapshot } from '../dataProvider/liveGeo.js';
import { useRealtime } from '../realtime/RealtimeContext.js';
import { diffLines, type DiffLine } from './diffLines.js';


/**
 * What the change did, field by field (only what moved: a creation or a delete moves every
 * field), in words: the record by its name, the field by its label, a parent by its name and
 * id, a role and a yes/no in Spanish. Before and after side by side; wraps on a phone.
 */
export function AuditDiff() {
  const record = useRecordContext<AuditRow>();
  const translate = useTranslate();
  const snapshot = useRealtime().liveGeo.peek();
  const small = useIsSmall();
  if (!record) return null;
  const lines = diffLines(record.antes as Record<string, unknown> | undefined, record.despues as Record<string, unknown> | undefined).filter((line) => line.changed);
  const value = (line: DiffLine, side: unknown) => shown(side, line.campo, translate, snapshot);
  if (lines.length === 0) return <p>{translate('vegeo.audit.noChanges')}</p>;
  if (small) {
    // A phone: one block per field, the values one under the other, words unbroken.
    return (
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1.5 } }}>
        {lines.map((line) => (
          <Box key={`${line.coleccion}/${line.id}/${line.campo}`} data-changed="true">
            <Box component="dt" sx={{ fontWeight: 'bold' }}>
              {line.id ? `${recordLabel(line, record, translate)} · ` : ''}
              {fieldLabel(line, translate)}
            </Box>
            <Box component="dd">
              <Box component="span" sx={{ color: 'error.main', textDecoration: line.antes === undefined ? undefined : 'line-through' }}>{value(line, line.antes)}</Box>
              {' → '}
              <Box component="span" sx={{ color: 'success.main', fontWeight: 'bold' }}>{value(line, line.despues)}</Box>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Table size="small" aria-label={`${translate('vegeo.audit.before')} / ${translate('vegeo.audit.after')}`} sx={{ '& td, & th': { overflowWrap: 'break-word', verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('vegeo.audit.record')}</TableCell>
            <TableCell>{translate('vegeo.audit.field')}</TableCell>
            <TableCell>{translate('vegeo.audit.before')}</TableCell>
            <TableCell>{translate('vegeo.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.coleccion}/${line.id}/${line.campo}`} data-changed="true">
              <TableCell>{line.id ? recordLabel(line, record, translate) : ''}</TableCell>
              <TableCell sx={{ fontWeight: 'bold' }}>{fieldLabel(line, translate)}</TableCell>
              <TableCell sx={{ color: 'error.main', textDecoration: line.antes === undefined ? undefined : 'line-through' }}>{value(line, line.antes)}</TableCell>
              <TableCell sx={{ color: 'success.main', fontWeight: 'bold' }}>{value(line, line.despues)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslate>;

function recordLabel(line: DiffLine, entry: AuditRow, translate: Translate): string {
  const sides = [entry.despues, entry.antes] as (Record<string, Record<string, Record<string, unknown>>> | undefined)[];
  const name = sides.map((side) => side?.[line.coleccion]?.[line.id]?.[kindOf(line.coleccion) ?? '']).find((found) => typeof found === 'string');
  const kind = translate(`vegeo.tipo.${kindOf(line.coleccion) ?? line.coleccion}`, { _: line.coleccion });
  return name ? `${kind} «${String(name)}» (${line.id})` : `${kind} ${line.id}`;
}

function fieldLabel(line: DiffLine, translate: Translate): string {
  if (!line.coleccion) return translate(`vegeo.audit.userFields.${line.campo}`, { _: line.campo });
  return translate(`resources.${line.coleccion}.fields.${line.campo}`, { _: line.campo });
}

/** A value as a person reads it: parents by name, roles and yes/no in Spanish, lists joined. */
function shown(value: unknown, campo: string, translate: Translate, snapshot: GeoSnapshot | undefined): string {
  if (value === undefined || value === null) return translate('vegeo.audit.nothing');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.join(', ');
  const text = String(value);
  if (campo === 'role') return translate(`vegeo.role.${text}`, { _: text });
  const parent = campo === 'estadoId' ? snapshot?.byId.estados.get(text)?.estado : campo === 'municipioId' ? snapshot?.byId.municipios.get(text)?.municipio : undefined;
  return parent ? `${parent} (${text})` : text;
}

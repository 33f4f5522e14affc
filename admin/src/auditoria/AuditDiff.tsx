import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';
import { diffLines } from './auditDiff.js';

const show = (value: unknown, nothing: string) => (value === undefined || value === null ? nothing : Array.isArray(value) ? value.join(', ') : String(value));

/** Before and after side by side; the fields that changed are highlighted. */
export function AuditDiff() {
  const record = useRecordContext<AuditRow>();
  const translate = useTranslate();
  if (!record) return null;
  const lines = diffLines(record.antes as Record<string, unknown> | undefined, record.despues as Record<string, unknown> | undefined);
  const nothing = translate('vegeo.audit.nothing');
  return (
    <Table size="small" aria-label={`${translate('vegeo.audit.before')} / ${translate('vegeo.audit.after')}`}>
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
          <TableRow key={`${line.coleccion}/${line.id}/${line.campo}`} data-changed={line.changed} sx={line.changed ? { bgcolor: 'action.selected' } : undefined}>
            <TableCell>{line.id ? `${translate(`resources.${line.coleccion}.name`, { smart_count: 1, _: line.coleccion })} ${line.id}` : ''}</TableCell>
            <TableCell sx={line.changed ? { fontWeight: 'bold' } : undefined}>
              {line.coleccion ? translate(`resources.${line.coleccion}.fields.${line.campo}`, { _: line.campo }) : line.campo}
            </TableCell>
            <TableCell sx={line.changed ? { color: 'error.main', textDecoration: 'line-through' } : undefined}>{show(line.antes, nothing)}</TableCell>
            <TableCell sx={line.changed ? { color: 'success.main', fontWeight: 'bold' } : undefined}>{show(line.despues, nothing)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { BooleanField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';
import { AuditDiff } from './AuditDiff.js';
import { whenOf, whoOf } from './describe.js';
import { RecordLink } from './RecordLink.js';
import { RestoreButton } from './RestoreButton.js';

export function AuditShow() {
  const translate = useTranslate();
  return (
    <Show actions={false}>
      <SimpleShowLayout sx={{ '& .RaLabeled-label': { whiteSpace: 'nowrap' } }}>
        <FunctionField<AuditRow> source="at" render={(record) => whenOf(record.at)} />
        <FunctionField<AuditRow> source="email" render={whoOf} />
        <FunctionField<AuditRow> source="accion" render={(record) => translate(`vegeo.accion.${record.accion}`)} />
        <FunctionField<AuditRow> source="tipo" render={(record) => translate(`vegeo.tipo.${record.tipo}`)} />
        <FunctionField<AuditRow> source="registroId" render={(record) => <RecordLink record={record} />} />
        <BooleanField source="cascada" looseValue />
        <TextField source="nota" emptyText="—" />
        <RestoreButton />
        <Labeled label="vegeo.audit.changes" fullWidth>
          <AuditDiff />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

import { BooleanField, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';
import { AuditDiff } from './AuditDiff.js';
import { RecordLink } from './RecordLink.js';
import { RestoreButton } from './RestoreButton.js';

export function AuditShow() {
  const translate = useTranslate();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="at" showTime />
        <FunctionField<AuditRow> source="email" render={(record) => record.email ?? record.uid} />
        <FunctionField<AuditRow> source="accion" render={(record) => translate(`vegeo.accion.${record.accion}`)} />
        <FunctionField<AuditRow> source="tipo" render={(record) => translate(`vegeo.tipo.${record.tipo}`)} />
        <FunctionField<AuditRow> source="registroId" render={(record) => <RecordLink record={record} />} />
        <TextField source="version" emptyText="—" />
        <BooleanField source="cascada" looseValue />
        <TextField source="nota" emptyText="—" />
        <RestoreButton />
        <Labeled label={`${translate('vegeo.audit.before')} / ${translate('vegeo.audit.after')}`} fullWidth>
          <AuditDiff />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

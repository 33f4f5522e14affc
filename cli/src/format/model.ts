import { formatCard } from './card.js';
import { formatTable } from './table.js';
import { terminalText } from './terminalText.js';
import type { Model } from '../model/types.js';

/** Plain text for whatever a command shows. */
export function formatModel(model: Model): string {
  const shown = printable(model);
  return shown.kind === 'card' ? formatCard(shown.card) : formatTable(shown.table);
}

/** The model with every text from data made safe to print (see `terminalText`). */
export function printable(model: Model): Model {
  if (model.kind === 'table') {
    const { table } = model;
    return {
      kind: 'table',
      table: { ...table, title: terminalText(table.title), columns: table.columns.map(terminalText), rows: table.rows.map((row) => row.map(terminalText)) },
    };
  }
  const { card } = model;
  return {
    kind: 'card',
    card: {
      kind: terminalText(card.kind),
      title: terminalText(card.title),
      fields: card.fields.map((field) => ({ label: terminalText(field.label), value: terminalText(field.value) })),
      lists: card.lists.map((list) => ({ label: terminalText(list.label), items: list.items.map(terminalText) })),
    },
  };
}

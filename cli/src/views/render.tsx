import { renderToString } from 'ink';
import { Card } from './Card.js';
import { Table } from './Table.js';
import type { Model } from '../model/types.js';

export interface RenderOptions {
  /** Terminal width. */
  columns: number;
  color: boolean;
}

/** A card or a table, rendered once to a string for the terminal. */
export function renderModel(model: Model, { columns, color }: RenderOptions): string {
  const node =
    model.kind === 'card' ? <Card card={model.card} color={color} width={columns} /> : <Table table={model.table} color={color} width={columns} />;
  return renderToString(node, { columns });
}

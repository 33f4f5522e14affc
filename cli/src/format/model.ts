import { formatCard } from './card.js';
import { formatTable } from './table.js';
import type { Model } from '../model/types.js';

/** Plain text for whatever a command shows. */
export function formatModel(model: Model): string {
  return model.kind === 'card' ? formatCard(model.card) : formatTable(model.table);
}

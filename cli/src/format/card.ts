import type { CardModel } from '../model/types.js';

/**
 * A card as plain text: one `Label: value` line per field, then each list as a heading and one
 * item a line (indented), so `grep '^Capital:'` and `grep '^  '` both work.
 */
export function formatCard(card: CardModel): string {
  const lines = card.fields.map((field) => `${field.label}: ${field.value}`);
  for (const list of card.lists) {
    lines.push('', `${list.label} (${list.items.length}):`, ...list.items.map((item) => `  ${item}`));
  }
  return `${lines.join('\n')}\n`;
}

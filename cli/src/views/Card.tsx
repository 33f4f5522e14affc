import { Box, Text } from 'ink';
import { Flag } from './Flag.js';
import { RED, YELLOW, tint } from './colors.js';
import { longestWord } from './_lib/longestWord.js';
import stringWidth from './_lib/stringWidth.js';
import type { CardModel, FieldList } from '../model/types.js';

export interface CardProps {
  card: CardModel;
  color: boolean;
  /** The terminal's width: the card, border included, fits in it. Unbounded when absent. */
  width?: number;
}

// The round border and the padding on either side.
const FRAME = 4;
const GAP = 2;

/**
 * One entity: its kind and name, then its labelled fields, then its lists. On a narrow terminal
 * long values wrap between words; a value with a word too long to sit beside its label goes
 * under it.
 */
export function Card({ card, color, width = Number.POSITIVE_INFINITY }: CardProps) {
  const inner = width - FRAME;
  const labelWidth = Math.max(...card.fields.map((field) => stringWidth(field.label))) + GAP;
  const valueWidth = inner - labelWidth;
  const heading = `${card.kind} · ${card.title}`;
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" borderColor={tint(color, RED)} paddingX={1}>
      <Flag color={color} />
      <Box width={Math.min(stringWidth(heading), inner)}>
        <Text wrap="wrap">
          <Text dimColor>{card.kind} · </Text>
          <Text bold color={tint(color, YELLOW)}>
            {card.title}
          </Text>
        </Text>
      </Box>
      <Box flexDirection="column" marginTop={1}>
        {card.fields.map((field) =>
          longestWord(field.value) > valueWidth ? (
            <Box key={field.label} flexDirection="column">
              <Text bold>{field.label}</Text>
              <Box paddingLeft={GAP} width={Math.min(stringWidth(field.value) + GAP, inner)}>
                <Text wrap="wrap">{field.value}</Text>
              </Box>
            </Box>
          ) : (
            <Box key={field.label}>
              <Box width={labelWidth} flexShrink={0}>
                <Text bold>{field.label}</Text>
              </Box>
              <Box width={Math.min(stringWidth(field.value), valueWidth)}>
                <Text wrap="wrap">{field.value}</Text>
              </Box>
            </Box>
          ),
        )}
      </Box>
      {card.lists.map((list) => (
        <CardList key={list.label} list={list} width={inner} />
      ))}
    </Box>
  );
}

interface CardListProps {
  list: FieldList;
  /** Inside the frame. */
  width: number;
}

/** A list under the card, its items flowing in columns; an item wider than the card wraps. */
function CardList({ list, width }: CardListProps) {
  const itemWidth = Math.min(Math.max(0, ...list.items.map((item) => stringWidth(item))) + 3, width);
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text bold>
        {list.label} ({list.items.length})
      </Text>
      <Box flexWrap="wrap">
        {list.items.map((item) => (
          <Box key={item} width={itemWidth}>
            <Text>• </Text>
            <Box width={itemWidth - 2}>
              <Text wrap="wrap">{item}</Text>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { Box, Text } from 'ink';
import { Flag } from './Flag.js';
import { RED, YELLOW, tint } from './colors.js';
import type { CardModel, FieldList } from '../model/types.js';

export interface CardProps {
  card: CardModel;
  color: boolean;
}

/** One entity: its kind and name, then its labelled fields, then its lists. */
export function Card({ card, color }: CardProps) {
  const labelWidth = Math.max(...card.fields.map((field) => field.label.length)) + 2;
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" borderColor={tint(color, RED)} paddingX={1}>
      <Flag color={color} />
      <Text>
        <Text dimColor>{card.kind} · </Text>
        <Text bold color={tint(color, YELLOW)}>
          {card.title}
        </Text>
      </Text>
      <Box flexDirection="column" marginTop={1}>
        {card.fields.map((field) => (
          <Box key={field.label}>
            <Box width={labelWidth} flexShrink={0}>
              <Text bold>{field.label}</Text>
            </Box>
            <Text>{field.value}</Text>
          </Box>
        ))}
      </Box>
      {card.lists.map((list) => (
        <CardList key={list.label} list={list} />
      ))}
    </Box>
  );
}

interface CardListProps {
  list: FieldList;
}

/** A list under the card, its items flowing in columns. */
function CardList({ list }: CardListProps) {
  const itemWidth = Math.max(0, ...list.items.map((item) => item.length)) + 3;
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text bold>
        {list.label} ({list.items.length})
      </Text>
      <Box flexWrap="wrap">
        {list.items.map((item) => (
          <Box key={item} width={itemWidth}>
            <Text>• {item}</Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

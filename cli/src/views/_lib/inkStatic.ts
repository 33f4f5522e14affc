// What an answer drawn once needs of Ink. The bundle (scripts/bundle.mjs) takes these from Ink's
// own files instead of its index, which also loads the interactive renderer, input parsing,
// signal handlers and terminal-size queries (child_process) that a card never uses.
export { Box, Text, renderToString } from 'ink';

/** The command lines of a README's `sh` blocks: comments and blank lines dropped, continuations joined. */
export function shellLines(markdown: string): string[] {
  return fenced(markdown, 'sh')
    .flatMap((block) => block.replace(/\\\n/g, ' ').split('\n'))
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => line.replace(/\s+#.*$/, ''));
}

/** The README's `js` blocks, each with whether it is CommonJS (it calls `require`). */
export function jsBlocks(markdown: string): { code: string; commonjs: boolean }[] {
  return fenced(markdown, 'js').map((code) => ({ code, commonjs: /\brequire\(/.test(code) }));
}

function fenced(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]!);
}

const STATEMENT_WITH_PROMISE = /^(?!\s*(?:import|export|const|let|var)\b)(\S[^/]*?);\s*\/\/\s*(.*)$/;

/**
 * A `js` block as a program that holds it to what its comments promise, and exits 1 naming every
 * broken promise. A line `expression; // …` is run and, where its comment names fields
 * (`estado: 'Mérida'`, `municipios: 23`), the result or one of its elements must have them all; a
 * comment `lanza: <mensaje>` (or `throws: …`) means it must throw that message. Other lines run as written.
 */
export function checkedProgram(block: string): string {
  const lines = block.split('\n').map((line) => {
    const match = STATEMENT_WITH_PROMISE.exec(line);
    if (!match) return line;
    const [, expression, comment] = match;
    return `__promise(${JSON.stringify(expression)}, () => (${expression}), ${JSON.stringify(comment)});`;
  });
  const finish = `if (__broken.length > 0) { console.error(__broken.join('\\n')); process.exitCode = 1; }`;
  return `${CHECKER}\n${lines.join('\n')}\n${finish}\n`;
}

const CHECKER = String.raw`
var __broken = [];
function __promise(code, run, comment) {
  const throwing = /^(?:lanza|throws):\s*(.+)$/.exec(comment);
  let result;
  try {
    result = run();
  } catch (error) {
    if (!throwing || !String(error && error.message).includes(throwing[1].trim())) __broken.push(code + ' lanzó: ' + (error && error.message));
    return;
  }
  if (throwing) return void __broken.push(code + ' no lanzó');
  const fields = [...comment.matchAll(/(\w+): (?:'([^']*)'|(\d+(?:\.\d+)?)\b)/g)].map((m) => [m[1], m[2] ?? Number(m[3])]);
  const candidates = [result, ...(Array.isArray(result) ? result : [])];
  const kept = candidates.some((c) => c !== null && typeof c === 'object' && fields.every(([key, value]) => c[key] === value));
  if (fields.length > 0 && !kept) __broken.push(code + ' respondió ' + JSON.stringify(result) + ', no ' + comment);
}
`;

/**
 * The files a README shows whole: its fenced blocks whose first line names the file
 * (`// archivo: app/page.tsx`), by that name, the naming line left out.
 */
export function readmeFiles(markdown: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, body] of markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)) {
    const named = /^\/\/ archivo: (\S+)\n/.exec(body!);
    if (!named) continue;
    if (files.has(named[1]!)) throw new Error(`El README muestra dos veces el archivo ${named[1]}`);
    files.set(named[1]!, body!.slice(named[0].length));
  }
  return files;
}

import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDatabase, resetEmulators } from '@vegeo/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { onTerminal } from '../onTerminal.js';
import { emulatorEnv, newHome } from './bin.js';
import { signInWithLink } from './emailLink.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(`${ROOT}README.md`, 'utf8');
const PASSWORD = 'clave-de-ana';

/** The terminal half of the README's newcomer path: the second `sh` block under «Primeros pasos». */
function newcomerCommands(): string[] {
  const section = README.slice(README.indexOf('### Primeros pasos'));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks[1]!.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()).filter(Boolean);
}

/** A user's shell after `npm install`: the project's node_modules/.bin is not on the PATH. */
const USER_PATH = (process.env['PATH'] ?? '').split(delimiter).filter((dir) => !dir.includes('node_modules')).join(delimiter);

/** Runs `command` on a terminal as typed in the README, answering each password prompt; its screen and exit code. */
async function typed(command: string, env: NodeJS.ProcessEnv): Promise<{ screen: string; code: number }> {
  const run = onTerminal('sh', ['-c', command], { cols: 160, cwd: ROOT, env });
  let answered = 0;
  let code: number | undefined;
  void run.exited.then((exit) => (code = exit));
  const deadline = Date.now() + 60_000;
  while (code === undefined && Date.now() < deadline) {
    const prompts = run.rows().filter((row) => /Contraseña/.test(row)).length;
    if (prompts > answered) {
      answered = prompts;
      run.type(`${PASSWORD}\r`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (code === undefined) run.kill();
  return { screen: run.rows().join('\n'), code: code ?? -1 };
}

beforeAll(resetEmulators);

describe('the README’s newcomer path, from a clean state', () => {
  it('creates the first admin, signs in, invites an editor who gets in with the link', async () => {
    const commands = newcomerCommands();
    expect(commands).toEqual([
      'export VEGEO_EMULATORS=1',
      'npx vegeo usuarios rol ana@ejemplo.com administrador --admin-sdk',
      'npx vegeo login ana@ejemplo.com',
      'npx vegeo whoami',
      'npx vegeo usuarios invitar luis@ejemplo.com --rol editor',
      'npx vegeo usuarios listar',
    ]);
    expect(await readDatabase('/users')).toBeNull();
    // The test's emulators are on free ports, which their variables name; the README's export turns them on.
    const env: NodeJS.ProcessEnv = { ...emulatorEnv(newHome()), PATH: USER_PATH, VEGEO_EMULATORS: undefined };
    const screens: string[] = [];
    for (const command of commands) {
      const exported = /^export (\w+)=(\S*)$/.exec(command);
      if (exported) {
        env[exported[1]!] = exported[2]!;
        continue;
      }
      const { screen, code } = await typed(command, env);
      expect({ command, code, screen }).toMatchObject({ command, code: 0 });
      screens.push(screen);
    }
    const [made, login, whoami, invited, listed] = screens as [string, string, string, string, string];
    expect(made).toContain('Cuenta ana@ejemplo.com creada: administrador');
    expect(login).toContain('Sesión iniciada como ana@ejemplo.com (rol administrador; emuladores, proyecto demo-vegeo).');
    expect(whoami).toContain('Rol: administrador');
    const link = /Enlace \(los emuladores no envían correos\): (\S+)/.exec(invited.replace(/\n/g, ''))?.[1];
    expect(link).toBeDefined();
    expect(await signInWithLink('luis@ejemplo.com', link!)).toMatchObject({ email: 'luis@ejemplo.com', role: 'editor' });
    expect(listed).toMatch(/ana@ejemplo\.com.*administrador/);
    expect(listed).toMatch(/luis@ejemplo\.com.*editor/);
  }, 240_000);
});

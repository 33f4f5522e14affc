import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The slice of targaryen's (untyped, CommonJS) v3 API the rules tests use. */
export interface RulesDatabase {
  as(auth: unknown): RulesDatabase;
  read(path: string): { allowed: boolean; info: string };
  write(path: string, value: unknown, options?: { now: number }): { allowed: boolean; info: string };
  update(path: string, patch: Record<string, unknown>, options?: { now: number }): { allowed: boolean; info: string };
}

const targaryen = createRequire(import.meta.url)('targaryen') as {
  database(rules: unknown, data: unknown, now?: number): RulesDatabase;
};

type Rules = { rules: Record<string, unknown> };

/** The project's database.rules.json. */
export const projectRules = (): Rules =>
  JSON.parse(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8')) as Rules;

export const database = (rules: Rules, data: unknown, now = Date.now()) => targaryen.database(rules, data, now);

import { createRequire } from 'node:module';

/** The slice of targaryen's (untyped, CommonJS) API the rules adapter uses. */
export interface TargaryenResult {
  readonly allowed: boolean;
  readonly info: string;
  readonly newDatabase?: TargaryenDatabase;
}

/** Its data nodes, as its rules engine reads them (rulesData.ts implements them over our tree). */
export interface TargaryenDataNode {
  $child(path: string): TargaryenDataNode;
  $priority(): string | number | undefined;
  $value(): unknown;
  $isNull(): boolean;
  $isPrimitive(): boolean;
  $walk(path: string, visit: (path: string, parentPath: string, key: string) => boolean): void;
  $set(path: string, value: unknown): TargaryenDataNode;
  $merge(path: string, patch: Record<string, unknown>): TargaryenDataNode;
}

export interface TargaryenDatabase {
  readonly root: TargaryenDataNode;
  as(auth: unknown): TargaryenDatabase;
  with(updates: { data?: TargaryenDataNode; auth?: unknown; now?: number }): TargaryenDatabase;
  read(path: string, options: { now: number; query?: Record<string, unknown> }): TargaryenResult;
  write(path: string, value: unknown, options: { now: number; priority?: undefined }): TargaryenResult;
  update(path: string, patch: Record<string, unknown>, options: { now: number }): TargaryenResult;
}

export interface TargaryenRuleset {
  readonly root: unknown;
}

interface TargaryenModule {
  database(rules: unknown, data: unknown, now?: number): TargaryenDatabase;
  ruleset(definition: unknown): TargaryenRuleset;
}

export const targaryen = createRequire(import.meta.url)('targaryen') as TargaryenModule;

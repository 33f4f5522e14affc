import type { PaisData, Tipo } from '../src/types.js';

export type Kind = 'deletion' | 'insertion' | 'transposition' | 'substitution' | 'accents' | 'prefix' | 'twice';
export interface Record {
  tipo: Tipo;
  nombre: string;
  id: string;
}
export interface Query {
  texto: string;
  id: string;
  kind: Kind;
}
export const TYPOS: Kind[];
export const KINDS: Kind[];
export const TWICE: 'twice';
export function createRandom(seed: number): () => number;
export function records(pais: PaisData): Record[];
export function fold(name: string): string;
export interface MisspellingOptions {
  seed?: number;
  kinds?: readonly Kind[];
  rotate?: boolean;
}
export function misspellings(list: readonly Record[], options?: MisspellingOptions): Query[];
export function hit(ids: readonly string[], intended: string, nameOf: ReadonlyMap<string, string>, n?: number, strict?: boolean): boolean;

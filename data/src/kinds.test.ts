import { describe, expect, it } from 'vitest';
import { COLLECTION, collectionOf, COLLECTIONS, EDITABLE_FIELDS, KIND, kindOf } from './kinds.js';

describe('COLLECTION and KIND', () => {
  it('are each the other read backwards', () => {
    for (const collection of COLLECTIONS) expect(COLLECTION[KIND[collection]]).toBe(collection);
  });
});

describe('EDITABLE_FIELDS', () => {
  it('never lets a parent move', () => {
    expect(Object.values(EDITABLE_FIELDS).flat()).not.toContain('estadoId');
    expect(Object.values(EDITABLE_FIELDS).flat()).not.toContain('municipioId');
  });
});

describe('collectionOf and kindOf', () => {
  it('read any text, undefined for what names no kind', () => {
    expect(collectionOf('parroquia')).toBe('parroquias');
    expect(kindOf('estados')).toBe('estado');
    expect(collectionOf('usuario')).toBeUndefined();
    expect(kindOf('usuarios')).toBeUndefined();
    expect(kindOf('toString')).toBeUndefined();
  });
});

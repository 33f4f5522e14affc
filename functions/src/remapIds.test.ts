import { describe, expect, it } from 'vitest';
import { remapIds } from './remapIds.js';

describe('remapIds', () => {
  const ids = new Map([['1302', '1303'], ['130201', '130301']]);

  it('swaps id, estadoId and municipioId, in lists too, copying only what changes', () => {
    const frozen = Object.freeze({ id: '130201', municipioId: '1302', estadoId: '13', parroquia: 'P' });
    expect(remapIds(frozen, ids)).toEqual({ id: '130301', municipioId: '1303', estadoId: '13', parroquia: 'P' });
    const same = { id: '1301' };
    expect(remapIds([same, { id: '1302' }], ids)).toEqual([same, { id: '1303' }]);
    expect(remapIds([same], ids)[0]).toBe(same);
  });

  it('leaves null and plain values alone', () => {
    expect(remapIds(null, ids)).toBeNull();
    expect(remapIds(3, ids)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { confirmed, requireField } from './fields.js';
import { fakeIo } from '../../test/fakeIo.js';

describe('flags of the record commands, without a terminal', () => {
  it('take the flag, trimmed', async () => {
    expect(await requireField(fakeIo(), '  Mérida ', '--nombre', 'Nombre')).toBe('Mérida');
  });

  it('name the missing or empty flag as a usage error (exit 2)', async () => {
    await expect(requireField(fakeIo(), undefined, '--capital', 'Capital')).rejects.toMatchObject({
      message: 'Falta --capital.',
      exitCode: 2,
    });
    await expect(requireField(fakeIo(), ' ', '--nombre', 'Nombre')).rejects.toMatchObject({ exitCode: 2 });
  });

  it('need --si to delete', async () => {
    expect(await confirmed(fakeIo(), true, '¿Borrar?')).toBe(true);
    await expect(confirmed(fakeIo(), undefined, '¿Borrar?')).rejects.toMatchObject({
      message: 'Sin terminal no se puede confirmar: añada --si.',
      exitCode: 2,
    });
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preload } from './_test/preload.js';
import { placeSource, type PlaceLists } from './source.js';
import type { Nivel, Place, PlaceSource } from './types.js';
import { useSelectorUbicacion, type UseSelectorUbicacionOptions } from './useSelectorUbicacion.js';

beforeAll(() => preload());

// A database's records: ids of its own (a gap after a delete), a record created and one renamed.
const lists: PlaceLists = {
  estados: [{ id: '13', nombre: 'Mérida' }, { id: '23', nombre: 'Zulia' }],
  municipios: [
    { id: '1312', nombre: 'Libertador', estadoId: '13' },
    { id: '1330', nombre: 'Municipio Nuevo', estadoId: '13' },
    { id: '2314', nombre: 'Maracaibo', estadoId: '23' },
  ],
  parroquias: [{ id: '133001', nombre: 'Parroquia Nueva', estadoId: '13', municipioId: '1330' }],
};

const hook = (options: UseSelectorUbicacionOptions) => renderHook((props: UseSelectorUbicacionOptions) => useSelectorUbicacion(props), { initialProps: options });
const names = (field: { options: readonly { place: Place }[] }) => field.options.map((option) => option.place.nombre);
/** What typing `text` in a field's box does. */
const type = (field: { getInputProps: () => { onChange: (event: never) => void } }, text: string) =>
  act(() => field.getInputProps().onChange({ target: { value: text } } as never));

describe('useSelectorUbicacion over a source of your own', () => {
  it('lists, searches and names from the places it is given, with their ids', async () => {
    const { result } = hook({ source: placeSource(lists), value: { municipio: '1330' } });
    expect(result.current.value.municipio).toEqual({ id: '1330', nombre: 'Municipio Nuevo' });
    act(() => result.current.fields.municipio.getInputProps().onFocus());
    type(result.current.fields.municipio, 'municipo nuevo');
    await waitFor(() => expect(names(result.current.fields.municipio)).toEqual(['Municipio Nuevo']));
    expect(result.current.fields.municipio.options[0]!.detail).toBe('Mérida');
    type(result.current.fields.parroquia, 'parroquia nuev');
    await waitFor(() => expect(result.current.fields.parroquia.options[0]!.place.id).toBe('133001'));
  });

  it('reads the places again when given a new source (a record renamed)', async () => {
    const onChange = vi.fn();
    const { result, rerender } = hook({ source: placeSource(lists), nivel: 'estado', onChange });
    type(result.current.fields.estado, 'zulia');
    await waitFor(() => expect(names(result.current.fields.estado)).toEqual(['Zulia']));
    const renamed = { ...lists, estados: [lists.estados[0]!, { id: '23', nombre: 'Zulia del Lago' }] };
    rerender({ source: placeSource(renamed), nivel: 'estado', onChange });
    await waitFor(() => expect(names(result.current.fields.estado)).toEqual(['Zulia del Lago']));
    act(() => result.current.fields.estado.choose(result.current.fields.estado.options[0]!));
    expect(onChange).toHaveBeenLastCalledWith({ estado: { id: '23', nombre: 'Zulia del Lago' }, municipio: null, parroquia: null });
  });

  it('loads a level once, when a field first needs it, and says so while it loads', async () => {
    let release: (places: readonly Place[]) => void = () => {};
    const load = vi.fn((nivel: Nivel) => (nivel === 'estado' ? new Promise<readonly Place[]>((resolve) => (release = resolve)) : []));
    const source: PlaceSource = { load };
    const { result } = hook({ source, nivel: 'estado' });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.fields.estado.getInputProps().onFocus());
    act(() => result.current.fields.estado.getInputProps().onClick());
    expect(result.current.fields.estado.note).toBe('Cargando…');
    await act(async () => release(lists.estados));
    expect(names(result.current.fields.estado)).toEqual(['Mérida', 'Zulia']);
    act(() => result.current.fields.estado.getInputProps().onFocus());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives hidden fields for a form, one per level asked for', () => {
    const { result } = hook({ source: placeSource(lists), nivel: 'municipio', name: 'dir', defaultValue: { estado: '13', municipio: '1312' } });
    expect(result.current.hiddenFields).toEqual([
      { name: 'dir[estado]', value: '13' },
      { name: 'dir[municipio]', value: '1312' },
    ]);
    expect(result.current.niveles).toEqual(['estado', 'municipio']);
  });

  it('says a level could not load, and tries again when needed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(lists.estados);
    const { result } = hook({ source: { load }, nivel: 'estado' });
    act(() => result.current.fields.estado.getInputProps().onClick());
    act(() => result.current.fields.estado.getInputProps().onFocus());
    await waitFor(() => expect(result.current.fields.estado.note).toBe('No se pudieron cargar los lugares. Vuelva a intentarlo.'));
    act(() => result.current.fields.estado.getInputProps().onFocus());
    await waitFor(() => expect(names(result.current.fields.estado)).toEqual(['Mérida', 'Zulia']));
  });
});

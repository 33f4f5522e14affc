import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { pais, toFlat, type CrearRegistroRequest, type EditarRegistroRequest, type ParroquiaRecord, type RegistroResponse } from '@vegeo/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAudit, FakeGeo, FakeWrite } from '../_test/fakes.js';
import { bridgeRealtime } from '../realtime/bridgeRealtime.js';
import { EditingRegistry } from '../realtime/editing.js';
import { createDataProvider } from './createDataProvider.js';
import { COPY_WRITE_DELAY_MS, LiveGeo, type GeoCopy, type GeoDelivery } from './liveGeo.js';
import type { GeoNode, GeoReadSide } from './types.js';
import type { RawGeo } from './rows.js';

// Parroquia Arias, in Libertador (Mérida), and her neighbour Antonio Spinetti Dini.
const ID = '131202';
const OTHER = '131201';

/**
 * The app over `/geo` as the callables store it: `server` is the database (each change stamped with
 * the next `/geo/meta/version`), `read` the listener, which delivers only when the test says.
 */
function setup(beforeAnswer: (response: RegistroResponse) => void = () => {}) {
  const read = new FakeGeo();
  const server = { version: 1, parroquias: structuredClone(toFlat(pais).parroquias) as Record<string, (ParroquiaRecord & { version?: number }) | null> };
  const commit = (id: string, datos: Partial<ParroquiaRecord> | null): RegistroResponse => {
    const version = ++server.version;
    const registro = datos && { ...server.parroquias[id]!, ...datos, version };
    server.parroquias[id] = registro;
    return { tipo: 'parroquia', id, registro, version, borrados: registro ? 0 : 1 };
  };
  const write = new FakeWrite((name, request: EditarRegistroRequest & CrearRegistroRequest) => {
    const datos = request.datos as Partial<ParroquiaRecord>;
    // A new parroquia takes the next id under its municipio, and its estado from it.
    const municipioId = String(datos.municipioId);
    const response = name === 'crearRegistro' ? commit(`${municipioId}99`, { ...datos, estadoId: municipioId.slice(0, 2) }) : commit(request.id, datos);
    beforeAnswer(response);
    return response;
  });
  const geo = new LiveGeo(read);
  const provider = createDataProvider({ geo, audit: new FakeAudit([]), write });
  /** The listener hears the database as it is now: the parroquias named, then `/geo/meta`. */
  const deliver = (...ids: string[]) => {
    for (const id of ids) read.set('parroquias', id, server.parroquias[id] ?? null);
    read.setVersion(server.version);
  };
  const heard: GeoDelivery[] = [];
  const rename = async (id: string, parroquia: string) => {
    const loaded = (await provider.getOne('parroquias', { id })).data;
    return (await provider.update('parroquias', { id, data: { ...loaded, parroquia }, previousData: loaded })).data;
  };
  const shown = async (id: string) => (await provider.getOne('parroquias', { id })).data;
  const start = async () => {
    await geo.load();
    geo.subscribe((change) => heard.push(change));
  };
  return { read, server, commit, geo, provider, deliver, heard, rename, shown, start };
}

const onlyRecords = (heard: GeoDelivery[]) => heard.filter((change) => Object.keys(change.changed).length > 0);

describe('a record saved in the app reaches the caches once', () => {
  it('shows at once in the record, its lists and the pickers, announced once; the listener delivering it later changes nothing', async () => {
    const { provider, deliver, heard, rename, shown, start } = setup();
    await start();
    const saved = await rename(ID, 'Arias de la Sierra');

    expect(saved).toMatchObject({ id: ID, parroquia: 'Arias de la Sierra', version: 2, nombreMunicipio: 'Libertador', nombreEstado: 'Mérida' });
    expect(await shown(ID)).toBe(saved); // the page and react-admin hold the same row
    const list = await provider.getList('parroquias', { filter: { municipioId: '1312', q: 'sierra' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 25 } });
    expect(list.data.map((row) => row.id)).toEqual([ID]);
    const picked = await provider.getList('parroquias', { filter: { buscar: 'arias de la sierra', municipioId: '1312' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 5 } });
    expect(picked.data[0]).toMatchObject({ id: ID, parroquia: 'Arias de la Sierra' });
    expect(heard).toEqual([{ changed: { parroquias: new Set([ID]) }, meta: false }]);

    deliver(ID);
    // Only /geo/meta moved (the audit has a new entry): no record is announced again.
    expect(heard.slice(1)).toEqual([{ changed: {}, meta: true }]);
    expect(await shown(ID)).toMatchObject({ parroquia: 'Arias de la Sierra', version: 2 });
  });

  it('a delivery still behind the save does not roll it back; the change it carries lands', async () => {
    const { commit, deliver, heard, rename, shown, start } = setup();
    await start();
    commit(OTHER, { parroquia: 'Antonio Spinetti Dini (La Otra)' }); // someone else, version 2
    expect(await rename(ID, 'Arias de la Sierra')).toMatchObject({ version: 3 });

    deliver(OTHER); // the listener at version 2: Arias as it was before the save
    expect(await shown(ID)).toMatchObject({ parroquia: 'Arias de la Sierra', version: 3 });
    expect(await shown(OTHER)).toMatchObject({ parroquia: 'Antonio Spinetti Dini (La Otra)', version: 2 });
    expect(onlyRecords(heard)).toEqual([
      { changed: { parroquias: new Set([ID]) }, meta: false },
      { changed: { parroquias: new Set([OTHER]) }, meta: false },
    ]);

    deliver(ID);
    expect(onlyRecords(heard)).toHaveLength(2);
    expect(await shown(ID)).toMatchObject({ parroquia: 'Arias de la Sierra', version: 3 });
  });

  it("another editor's newer change of the same record lands over the save", async () => {
    const { commit, deliver, rename, shown, start } = setup();
    await start();
    await rename(ID, 'Arias de la Sierra');
    commit(ID, { parroquia: 'Arias del Páramo' }); // version 3, before the listener heard version 2
    deliver(ID);
    expect(await shown(ID)).toMatchObject({ parroquia: 'Arias del Páramo', version: 3 });
  });

  it('an answer later than the listener adds nothing, and never hides what the listener brought after it', async () => {
    // The listener heard the save before its answer came back.
    const first = setup((response) => first.deliver(response.id));
    await first.start();
    expect(await first.rename(ID, 'Arias de la Sierra')).toMatchObject({ parroquia: 'Arias de la Sierra', version: 2 });
    expect(onlyRecords(first.heard)).toEqual([{ changed: { parroquias: new Set([ID]) }, meta: false }]);

    // Someone else renamed it again, and the listener heard both, before the first answer came back.
    const second = setup((response) => {
      second.commit(response.id, { parroquia: 'Arias del Páramo' });
      second.deliver(response.id);
    });
    await second.start();
    expect(await second.rename(ID, 'Arias de la Sierra')).toMatchObject({ parroquia: 'Arias del Páramo', version: 3 });
    expect(await second.shown(ID)).toMatchObject({ parroquia: 'Arias del Páramo', version: 3 });

    // Someone else deleted it: the late answer does not bring it back.
    const third = setup((response) => {
      third.commit(response.id, null);
      third.deliver(response.id);
    });
    await third.start();
    await third.rename(ID, 'Arias de la Sierra');
    await expect(third.shown(ID)).rejects.toMatchObject({ status: 404 });
  });

  it("a created parroquia shows at once in its municipio's list, with its parents' names, and is counted", async () => {
    const { provider, deliver, heard, start } = setup();
    await start();
    const before = (await provider.getOne('municipios', { id: '1312' })).data.parroquias as number;
    const { data } = await provider.create('parroquias', { data: { parroquia: 'Nueva', estadoId: '13', municipioId: '1312' } });
    expect(data).toMatchObject({ id: '131299', parroquia: 'Nueva', version: 2, nombreMunicipio: 'Libertador', nombreEstado: 'Mérida' });
    const list = await provider.getList('parroquias', { filter: { municipioId: '1312' }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 1 } });
    expect(list.data[0]).toBe(data);
    expect((await provider.getOne('municipios', { id: '1312' })).data.parroquias).toBe(before + 1);

    deliver('131299');
    expect(onlyRecords(heard)).toHaveLength(1);
  });

  it("react-admin's queries are fetched again once per save, not again when the listener delivers it", async () => {
    const { geo, provider, deliver, rename, start } = setup();
    await start();
    const queryClient = new QueryClient();
    const stop = bridgeRealtime(queryClient, geo, new EditingRegistry());
    const params = { filter: { municipioId: '1312' }, sort: { field: 'parroquia', order: 'ASC' as const }, pagination: { page: 1, perPage: 25 } };
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['parroquias', 'getList', params],
      queryFn: async () => (fetches++, provider.getList('parroquias', params)),
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);

    await rename(ID, 'Arias de la Sierra');
    await expect.poll(() => observer.getCurrentResult().data?.data.some((row) => row.parroquia === 'Arias de la Sierra')).toBe(true);
    deliver(ID);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toBe(2); // the first load, and the save
    unsubscribe();
    stop();
  });
});

/** A listener that delivers only when the test says, as a database still connecting. */
class HeldGeo implements GeoReadSide {
  private readonly waiting = new Map<GeoNode, { onValue: (value: unknown) => void; onError: (error: Error) => void }>();
  listen(node: GeoNode, onValue: (value: unknown) => void, onError: (error: Error) => void): () => void {
    this.waiting.set(node, { onValue, onError });
    return () => this.waiting.delete(node);
  }
  deliver(raw: Partial<RawGeo>): void {
    for (const [node, value] of Object.entries(raw)) this.waiting.get(node as GeoNode)?.onValue(structuredClone(value));
  }
  refuse(): void {
    this.waiting.get('meta')?.onError(new Error('permission_denied'));
  }
}

/** The device's copy in memory: what was written, cleared, and a read the test answers when it wants. */
function memoryCopy(initial?: RawGeo) {
  const state = { stored: initial, writes: [] as RawGeo[], clears: 0, answer: (() => {}) as () => void };
  const copy: GeoCopy = {
    read: () => new Promise((resolve) => (state.answer = () => resolve(state.stored && structuredClone(state.stored)))),
    write: (raw) => void state.writes.push((state.stored = structuredClone(raw))),
    clear: () => void (state.clears++, (state.stored = undefined)),
  };
  return { copy, state };
}

const flat = () => structuredClone(toFlat(pais)) as unknown as RawGeo;
/** `/geo` with parroquia ID named `name`. */
function renamed(name: string): RawGeo {
  const raw = flat();
  (raw.parroquias as Record<string, ParroquiaRecord>)[ID]!.parroquia = name;
  return raw;
}

describe("the device's copy of /geo", () => {
  afterEach(() => vi.useRealTimers());

  it('paints from the copy before the listeners deliver; what they deliver replaces it, announced', async () => {
    const read = new HeldGeo();
    const { copy, state } = memoryCopy(renamed('Arias (antes)'));
    const geo = new LiveGeo(read, copy);
    const loading = geo.load();
    state.answer();
    expect((await loading).byId.parroquias.get(ID)?.parroquia).toBe('Arias (antes)');
    const heard: GeoDelivery[] = [];
    geo.subscribe((change) => heard.push(change));

    read.deliver(flat());
    expect(geo.peek()?.byId.parroquias.get(ID)?.parroquia).toBe('Arias');
    expect(heard.flatMap((change) => [...(change.changed.parroquias ?? [])])).toEqual([ID]);
  });

  it('writes the copy once all four nodes came from the listeners and sat still, never a save shown ahead of them', async () => {
    vi.useFakeTimers();
    const read = new HeldGeo();
    const { copy, state } = memoryCopy();
    const geo = new LiveGeo(read, copy);
    const loading = geo.load();
    state.answer();
    const { meta, ...records } = renamed('Arias (en la base)');
    read.deliver(records);
    await vi.advanceTimersByTimeAsync(COPY_WRITE_DELAY_MS * 2);
    expect(state.writes).toEqual([]);

    read.deliver({ meta });
    await loading;
    geo.save('parroquias', ID, { ...(records.parroquias as Record<string, object>)[ID], parroquia: 'Arias (guardada)', version: 99 }, 99);
    expect(geo.peek()?.byId.parroquias.get(ID)?.parroquia).toBe('Arias (guardada)');
    await vi.advanceTimersByTimeAsync(COPY_WRITE_DELAY_MS - 1);
    expect(state.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.writes).toHaveLength(1);
    expect((state.writes[0]!.parroquias as Record<string, ParroquiaRecord>)[ID]!.parroquia).toBe('Arias (en la base)');
  });

  it('a copy that cannot be read (damaged) leaves the page to the listeners alone', async () => {
    const read = new HeldGeo();
    const geo = new LiveGeo(read, { read: () => Promise.reject(new SyntaxError('Unexpected end of JSON input')), write: () => {}, clear: () => {} });
    const loading = geo.load();
    await new Promise((resolve) => setTimeout(resolve));
    expect(geo.peek()).toBeUndefined();
    read.deliver(flat());
    expect((await loading).byId.parroquias.get(ID)?.parroquia).toBe('Arias');
  });

  it('is not used once the listeners have delivered, nor after a sign-out; a refused listener forgets it', async () => {
    const read = new HeldGeo();
    const { copy, state } = memoryCopy(renamed('Arias (antes)'));
    const geo = new LiveGeo(read, copy);
    const loading = geo.load();
    read.deliver(flat());
    state.answer();
    await new Promise((resolve) => setTimeout(resolve));
    expect((await loading).byId.parroquias.get(ID)?.parroquia).toBe('Arias');
    expect(geo.peek()?.byId.parroquias.get(ID)?.parroquia).toBe('Arias');

    geo.stop();
    void geo.load();
    geo.stop(); // signed out before the copy was read
    state.answer();
    await new Promise((resolve) => setTimeout(resolve));
    expect(geo.peek()).toBeUndefined();

    const third = geo.load();
    state.answer();
    await third;
    read.refuse();
    expect(state.clears).toBe(1);
    expect(state.stored).toBeUndefined();
    expect(geo.peek()).toBeUndefined();
  });
});

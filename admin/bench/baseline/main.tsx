// The benchmark's baseline: a bare react-admin app, built as ours is, over an in-memory provider
// (ra-data-fakerest) holding the same records, signed in by an in-memory auth provider.
import { pais, toFlat } from '@vegeo/data';
import fakeRestProvider from 'ra-data-fakerest';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, SearchInput, type AuthProvider } from 'react-admin';

const flat = toFlat(pais);
const records = (collection: Record<string, object>) => Object.entries(collection).map(([id, record]) => ({ id, ...record }));
const dataProvider = fakeRestProvider({ estados: records(flat.estados), municipios: records(flat.municipios), parroquias: records(flat.parroquias) }, false);

let signedIn = false;
const authProvider: AuthProvider = {
  login: async () => {
    signedIn = true;
  },
  logout: async () => {
    signedIn = false;
  },
  checkAuth: async () => {
    if (!signedIn) throw { message: false };
  },
  checkError: async () => {},
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function listOf(fields: string[]) {
  return function BaselineList() {
    return (
      <List filters={filters} perPage={25} debounce={300}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          {fields.map((field) => (
            <DataTable.Col key={field} source={field} />
          ))}
        </DataTable>
      </List>
    );
  };
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="estados" list={listOf(['id', 'estado', 'capital', 'iso_31662'])} />
    <Resource name="municipios" list={listOf(['id', 'municipio', 'capital', 'estadoId'])} />
    <Resource name="parroquias" list={listOf(['id', 'parroquia', 'municipioId', 'estadoId'])} />
  </Admin>,
);

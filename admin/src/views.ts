import auditoria from './auditoria/index.js';
import { lazyView, type LazyView } from './common/lazyView.js';
import estados from './estados/index.js';
import municipios from './municipios/index.js';
import parroquias from './parroquias/index.js';
import usuarios from './usuarios/index.js';

export const Dashboard = lazyView(() => import('./dashboard/Dashboard.js'), 'Dashboard');

const resources: Record<string, Partial<Record<'list' | 'show' | 'edit' | 'create', LazyView>>> = { estados, municipios, parroquias, auditoria, usuarios };

/**
 * Starts loading the screen react-admin shows at `pathname` (`/`, `/<resource>`,
 * `/<resource>/create`, `/<resource>/<id>`, `/<resource>/<id>/show`): a sign-in fetches the
 * page it returns to while Auth answers, not after.
 */
export function preloadView(pathname: string): void {
  const [resource, id, show] = pathname.split('/').filter(Boolean);
  if (resource === undefined) return Dashboard.preload();
  const views = resources[resource];
  const view = id === undefined ? views?.list : id === 'create' ? views?.create : show === 'show' ? views?.show : views?.edit;
  view?.preload();
}

import auditoria from './auditoria/index.js';
import estados from './estados/index.js';
import { lazyView, type LazyView } from './layout/lazyView.js';
import municipios from './municipios/index.js';
import parroquias from './parroquias/index.js';
import usuarios from './usuarios/index.js';

/** Each resource's views, by the name in its address. */
export const resources = { estados, municipios, parroquias, auditoria, usuarios };

export const Dashboard = lazyView(() => import('./dashboard/Dashboard.js'), 'Dashboard');
export const ProfilePage = lazyView(() => import('./profile/ProfilePage.js'), 'ProfilePage');

type Views = Partial<Record<'list' | 'show' | 'edit' | 'create', LazyView>>;

/**
 * Starts fetching the code of the page at `pathname` (as react-admin routes it: `/`, `/perfil`,
 * `/<resource>`, `/<resource>/create`, `/<resource>/<id>`, `/<resource>/<id>/show`), so that a
 * sign-in taking the person there does not wait for it afterwards.
 */
export function preloadPage(pathname: string): void {
  viewAt(pathname)?.preload().catch(() => undefined); // a failed fetch is tried again when the page is shown
}

/** The view react-admin shows at `pathname`, when it is one of those loaded when shown. */
export function viewAt(pathname: string): LazyView | undefined {
  const [name, second, third] = pathname.split('/').filter(Boolean);
  if (name === undefined) return Dashboard;
  if (name === 'perfil') return ProfilePage;
  const views = (resources as Record<string, Views>)[name];
  if (second === undefined) return views?.list;
  if (second === 'create') return views?.create;
  return third === 'show' ? views?.show : views?.edit;
}

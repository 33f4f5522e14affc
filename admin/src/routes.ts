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
  const [name, second, third] = pathname.split('/').filter(Boolean);
  const views: Views | undefined = name === undefined ? undefined : (resources as Record<string, Views>)[name];
  const view = name === undefined ? Dashboard : name === 'perfil' ? ProfilePage : second === undefined ? views?.list : second === 'create' ? views?.create : third === 'show' ? views?.show : views?.edit;
  view?.preload().catch(() => undefined); // a failed fetch is tried again when the page is shown
}

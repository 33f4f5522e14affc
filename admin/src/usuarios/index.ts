import UsersIcon from '@mui/icons-material/People';
import { lazyView } from '../layout/lazyView.js';

export default {
  list: lazyView(() => import('./UsuarioList.js'), 'UsuarioList'),
  create: lazyView(() => import('./UsuarioCreate.js'), 'UsuarioCreate'),
  edit: lazyView(() => import('./UsuarioEdit.js'), 'UsuarioEdit'),
  icon: UsersIcon,
  recordRepresentation: (record: { email?: string | null; uid: string }) => record.email ?? record.uid,
};

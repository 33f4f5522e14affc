import ParroquiaIcon from '@mui/icons-material/Place';
import { lazyView } from '../layout/lazyView.js';
import type { RaParroquia } from '../dataProvider/rows.js';

export default {
  list: lazyView(() => import('./ParroquiaList.js'), 'ParroquiaList'),
  show: lazyView(() => import('./ParroquiaShow.js'), 'ParroquiaShow'),
  edit: lazyView(() => import('./ParroquiaEdit.js'), 'ParroquiaEdit'),
  create: lazyView(() => import('./ParroquiaCreate.js'), 'ParroquiaCreate'),
  icon: ParroquiaIcon,
  recordRepresentation: (record: RaParroquia) => `${record.parroquia} (${record.nombreMunicipio})`,
};

import MunicipioIcon from '@mui/icons-material/LocationCity';
import { lazyView } from '../layout/lazyView.js';
import type { MunicipioRow } from '../dataProvider/rows.js';

export default {
  list: lazyView(() => import('./MunicipioList.js'), 'MunicipioList'),
  show: lazyView(() => import('./MunicipioShow.js'), 'MunicipioShow'),
  edit: lazyView(() => import('./MunicipioEdit.js'), 'MunicipioEdit'),
  create: lazyView(() => import('./MunicipioCreate.js'), 'MunicipioCreate'),
  icon: MunicipioIcon,
  recordRepresentation: (record: MunicipioRow) => `${record.municipio} (${record.nombreEstado})`,
};

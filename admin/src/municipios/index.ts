import MunicipioIcon from '@mui/icons-material/LocationCity';
import { lazyView } from '../layout/lazyView.js';
import type { RaMunicipio } from '../dataProvider/rows.js';

export default {
  list: lazyView(() => import('./MunicipioList.js'), 'MunicipioList'),
  show: lazyView(() => import('./MunicipioShow.js'), 'MunicipioShow'),
  edit: lazyView(() => import('./MunicipioEdit.js'), 'MunicipioEdit'),
  create: lazyView(() => import('./MunicipioCreate.js'), 'MunicipioCreate'),
  icon: MunicipioIcon,
  recordRepresentation: (record: RaMunicipio) => `${record.municipio} (${record.nombreEstado})`,
};

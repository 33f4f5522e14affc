import EstadoIcon from '@mui/icons-material/Map';
import { lazyView } from '../layout/lazyView.js';
import type { RaEstado } from '../dataProvider/rows.js';

export default {
  list: lazyView(() => import('./EstadoList.js'), 'EstadoList'),
  show: lazyView(() => import('./EstadoShow.js'), 'EstadoShow'),
  edit: lazyView(() => import('./EstadoEdit.js'), 'EstadoEdit'),
  create: lazyView(() => import('./EstadoCreate.js'), 'EstadoCreate'),
  icon: EstadoIcon,
  recordRepresentation: (record: RaEstado) => record.estado,
};

import EstadoIcon from '@mui/icons-material/Map';
import type { EstadoRow } from '../dataProvider/rows.js';
import { EstadoCreate } from './EstadoCreate.js';
import { EstadoEdit } from './EstadoEdit.js';
import { EstadoList } from './EstadoList.js';
import { EstadoShow } from './EstadoShow.js';

export default {
  list: EstadoList,
  show: EstadoShow,
  edit: EstadoEdit,
  create: EstadoCreate,
  icon: EstadoIcon,
  recordRepresentation: (record: EstadoRow) => record.estado,
};

import MunicipioIcon from '@mui/icons-material/LocationCity';
import type { MunicipioRow } from '../dataProvider/rows.js';
import { MunicipioCreate } from './MunicipioCreate.js';
import { MunicipioEdit } from './MunicipioEdit.js';
import { MunicipioList } from './MunicipioList.js';
import { MunicipioShow } from './MunicipioShow.js';

export default {
  list: MunicipioList,
  show: MunicipioShow,
  edit: MunicipioEdit,
  create: MunicipioCreate,
  icon: MunicipioIcon,
  recordRepresentation: (record: MunicipioRow) => `${record.municipio} (${record.nombreEstado})`,
};

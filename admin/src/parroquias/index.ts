import ParroquiaIcon from '@mui/icons-material/Place';
import type { ParroquiaRow } from '../dataProvider/rows.js';
import { ParroquiaCreate } from './ParroquiaCreate.js';
import { ParroquiaEdit } from './ParroquiaEdit.js';
import { ParroquiaList } from './ParroquiaList.js';
import { ParroquiaShow } from './ParroquiaShow.js';

export default {
  list: ParroquiaList,
  show: ParroquiaShow,
  edit: ParroquiaEdit,
  create: ParroquiaCreate,
  icon: ParroquiaIcon,
  recordRepresentation: (record: ParroquiaRow) => `${record.parroquia} (${record.nombreMunicipio})`,
};

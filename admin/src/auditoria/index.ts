import AuditIcon from '@mui/icons-material/History';
import { lazyView } from '../layout/lazyView.js';
import type { AuditRow } from '../dataProvider/audit.js';
import { recordName } from './describe.js';

export default {
  list: lazyView(() => import('./AuditList.js'), 'AuditList'),
  show: lazyView(() => import('./AuditShow.js'), 'AuditShow'),
  icon: AuditIcon,
  // The page of a change is titled by the record it changed, by name: «Cambio Libertador».
  recordRepresentation: (record: AuditRow) => recordName(record),
};

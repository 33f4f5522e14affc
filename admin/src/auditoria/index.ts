import AuditIcon from '@mui/icons-material/History';
import { lazyView } from '../common/lazyView.js';

export default {
  list: lazyView(() => import('./AuditList.js'), 'AuditList'),
  show: lazyView(() => import('./AuditShow.js'), 'AuditShow'),
  icon: AuditIcon,
  recordRepresentation: (record: { registroId: string }) => record.registroId,
};

import AuditIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList.js';
import { AuditShow } from './AuditShow.js';

export default {
  list: AuditList,
  show: AuditShow,
  icon: AuditIcon,
  recordRepresentation: (record: { registroId: string }) => record.registroId,
};

// Disputes: the list (/disputes), a dispute with its evidence (/disputeDetail?id=, also /evidenceDetail and
// /disputes/details) and the response (/submitEvidence?id=, also /disputes/submitevidence).
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { defineResource } from '../shared/defineResource';

export const disputes = defineResource({
  name: 'disputes',
  views: { list: () => import('./DisputeList'), show: () => import('./DisputeShow'), edit: () => import('./DisputeRespond') },
  icon: GavelOutlined,
  recordRepresentation: (record) => String(record.id),
});

// Disputes: the list (/disputes), a dispute with its evidence (/disputeDetail?id=, also /evidenceDetail and
// /disputes/details) and the response (/submitEvidence?id=, also /disputes/submitevidence).
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const disputes = defineResource({
  name: 'disputes',
  views: RESOURCE_VIEWS.disputes,
  icon: GavelOutlined,
  recordRepresentation: (record) => String(record.id),
});

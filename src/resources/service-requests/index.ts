// Website services (issue 32): the requests of /buildWebsite and /seo (one list, the kind from the address), a
// brief (/serviceRequestCreate?kind=) and a request with its thread (/serviceRequestDetail?id=).
import { defineResource } from '../defineResource';

export const serviceRequests = defineResource({
  name: 'service-requests',
  views: {
    list: () => import('./ServiceRequestList'),
    create: () => import('./ServiceRequestCreate'),
    show: () => import('./ServiceRequestShow'),
  },
  recordRepresentation: (record) => String(record.id),
});

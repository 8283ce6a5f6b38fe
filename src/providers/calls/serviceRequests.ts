// Website service requests beyond simple-rest: a message in the thread, cancel, and the test-mode simulator.
import type { ServiceMessage, ServiceRequest } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

const at = (id: string, tail: string) => `/service-requests/${encodeURIComponent(id)}${tail}`;

export const serviceRequestCalls = (http: HttpClient) => ({
  postServiceMessage: (id: string, body: string, key: string) =>
    http.requestBody<ServiceMessage>({ url: at(id, '/messages'), method: 'POST', data: { body }, headers: { 'Idempotency-Key': key }, envelope: false }),
  cancelServiceRequest: (id: string) => http.requestData<ServiceRequest>({ url: at(id, '/cancel'), method: 'POST', data: {} }),
  simulateServiceRequest: (id: string) => http.requestData<{ queued: boolean; to: string }>({ url: at(id, '/simulate'), method: 'POST', data: {} }),
});

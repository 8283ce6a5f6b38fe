// The dispute calls beyond simple-rest (the draft is react-admin's update): submit and accept (answered in the
// envelope), evidence files (upload with progress, download, remove), the packet PDF, and in test mode the
// network's "open a dispute on this payment now".
import type { DisputeEvidenceInput, OpenDisputeInput } from '../../../domain/disputes/records';
import type { Dispute, EvidenceFile } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';
import { settle, type Transfer, type UploadTransfer } from './transfer';

const at = (id: string, rest = '') => `/disputes/${encodeURIComponent(id)}${rest}`;

export const disputeCalls = (http: HttpClient) => ({
  submitDispute: (id: string, evidence?: DisputeEvidenceInput) =>
    http.requestData<Dispute>({ url: at(id, '/submit'), method: 'POST', data: evidence ? { evidence } : {} }),
  acceptDispute: (id: string) => http.requestData<Dispute>({ url: at(id, '/accept'), method: 'POST', data: {} }),
  uploadEvidenceFile: (id: string, kind: string, file: File, { onProgress, signal }: UploadTransfer = {}) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return settle(http.upload<EvidenceFile>({ url: at(id, '/files'), form, onProgress }), signal);
  },
  evidenceFile: (id: string, fileId: string, { onProgress, signal }: Transfer = {}) =>
    settle(http.download({ url: at(id, `/files/${encodeURIComponent(fileId)}`), onProgress }), signal),
  removeEvidenceFile: (id: string, fileId: string) =>
    http.requestData<{ id: string; deleted: true }>({ url: at(id, `/files/${encodeURIComponent(fileId)}`), method: 'DELETE' }),
  disputePacket: (id: string, { onProgress, signal }: Transfer = {}) => settle(http.download({ url: at(id, '/packet'), onProgress }), signal),
  openTestDispute: (paymentId: string, input: OpenDisputeInput) =>
    http.requestBody<Dispute>({ url: `/payments/${encodeURIComponent(paymentId)}/dispute`, method: 'POST', data: input, envelope: false }),
});

// The payouts calls beyond simple-rest: the system parameters the beneficiary form judges destinations by, a
// beneficiary's change (its own body: the password rides along when bank details change), its status, and a
// payout's cancel, approval and rejection, and the approval thresholds.
import type { ApprovalThreshold, Beneficiary, Payout } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

export interface SystemParam {
  paramCode: string;
  paramValue: string | null;
  extValue: unknown;
}

export const payoutCalls = (http: HttpClient) => ({
  systemParams: (codes: readonly string[]) => http.requestData<SystemParam[]>({ url: '/system/params', data: { codes: codes.join(',') } }),
  updateBeneficiary: (id: string, body: Record<string, unknown>) =>
    http.requestBody<Beneficiary>({ url: `/beneficiaries/${encodeURIComponent(id)}`, method: 'PUT', data: body, envelope: false }),
  setBeneficiaryStatus: (id: string, status: 'inactive' | 'needs_review') =>
    http.requestData<Beneficiary>({ url: `/beneficiaries/${encodeURIComponent(id)}/status`, method: 'POST', data: { status } }),
  cancelPayout: (id: string) => http.requestData<Payout>({ url: `/payouts/${encodeURIComponent(id)}/cancel`, method: 'POST', data: {} }),
  /** Dual approval: a second member approves or rejects a payout above the threshold; the owner sets the thresholds. */
  approvePayout: (id: string) => http.requestData<Payout>({ url: `/payouts/${encodeURIComponent(id)}/approve`, method: 'POST', data: {} }),
  rejectPayout: (id: string) => http.requestData<Payout>({ url: `/payouts/${encodeURIComponent(id)}/reject`, method: 'POST', data: {} }),
  approvalThresholds: () => http.requestData<ApprovalThreshold[]>({ url: '/payouts/approval-thresholds' }),
  setApprovalThreshold: (currency: string, threshold: number | null) =>
    http.requestData<ApprovalThreshold[]>({ url: '/payouts/approval-thresholds', method: 'PUT', data: { currency, threshold } }),
});

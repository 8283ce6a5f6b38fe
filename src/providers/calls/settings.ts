// The account's settings in the current mode: the payment methods of the hosted checkout (/settingspayments).
import type { PaymentMethods } from '../../../domain/payment-methods';
import type { HttpClient } from '../httpCore';
import type { ProfileInput, ProfileView, SessionView } from '../../../domain/settings/profile';
import type { TwoFactorSetup } from '../../../domain/settings/two-factor';

export interface TwoFactorStatus { enabled: boolean; recoveryCodesLeft: number; accountRequires: boolean }

export const settingsCalls = (http: HttpClient) => ({
  paymentMethods: () => http.requestData<PaymentMethods>({ url: '/settings/payment-methods' }),
  // Personal settings (/settings, issue 32 item 2): the user's own, on the live base whatever the mode.
  profile: () => http.requestData<ProfileView>({ url: '/settings/profile', test: false }),
  saveProfile: (input: ProfileInput) => http.requestData<ProfileInput>({ url: '/settings/profile', method: 'PUT', data: input, test: false }),
  sessions: () => http.requestData<SessionView[]>({ url: '/settings/sessions', test: false }),
  signOutOthers: () => http.requestData<{ ended: number }>({ url: '/settings/sessions/sign-out-others', method: 'POST', data: {}, test: false }),
  twoFactor: () => http.requestData<TwoFactorStatus>({ url: '/settings/two-factor', test: false }),
  twoFactorSetup: () => http.requestData<TwoFactorSetup>({ url: '/settings/two-factor/setup', method: 'POST', data: {}, test: false }),
  twoFactorConfirm: (code: string) => http.requestData<{ recoveryCodes: string[] }>({ url: '/settings/two-factor/confirm', method: 'POST', data: { code }, test: false }),
  twoFactorDisable: (input: { password: string; code: string }) => http.requestData<null>({ url: '/settings/two-factor/disable', method: 'POST', data: input, test: false }),
  requireTwoFactor: (required: boolean) => http.requestData<{ required: boolean }>({ url: '/settings/two-factor/required', method: 'PUT', data: { required }, test: false }),
  savePaymentMethods: (methods: PaymentMethods) => http.requestData<PaymentMethods>({ url: '/settings/payment-methods', method: 'PUT', data: methods }),
});

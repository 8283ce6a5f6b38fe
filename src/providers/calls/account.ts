// The account's own calls outside the resources: reveal a test secret key, the public contact form and the
// development mailbox (the last two send no token: a visitor is not signed in).
import type { ContactInput } from '../../../domain/contact';
import type { HttpClient } from '../httpCore';

/** A mail the development mailbox kept (dev only: the route is absent in production). */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

const open = { test: false, auth: false } as const;

export const accountCalls = (http: HttpClient) => ({
  /** `test`: the key belongs to test mode, so the call carries the test token. */
  revealApiKey: (id: string, test: boolean) => http.requestData<{ value: string }>({ url: `/api-keys/${encodeURIComponent(id)}/reveal`, test }),
  sendContact: (data: ContactInput) => http.requestData<{ sent: true }>({ url: '/contact', method: 'POST', data, ...open }),
  devMailbox: (to: string | undefined, limit: number) => http.requestData<DevMail[]>({ url: '/dev/mailbox', data: { to, limit }, ...open }),
});

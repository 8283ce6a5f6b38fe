// The mode's API keys (Developers page): list, create a secret key, roll a key, delete one. `test` names the mode the
// keys belong to (the overview always reads test keys); by default the mode the dashboard is in.
import type { ApiKey, CreatedApiKey, RolledApiKey } from '../../../domain/api-key-records';
import type { CreateApiKeyInput, KeyExpiryChoice } from '../../../domain/api-keys';
import type { HttpClient } from '../httpCore';

const path = (id: string) => `/api-keys/${encodeURIComponent(id)}`;

export const apiKeyCalls = (http: HttpClient) => ({
  /** The simple-rest list (the records as the body), for a given mode; the keys tab reads it as react-admin's getList. */
  apiKeys: (test?: boolean) => http.requestBody<ApiKey[]>({ url: '/api-keys', test, envelope: false }),
  createApiKey: (input: CreateApiKeyInput) => http.requestData<CreatedApiKey>({ url: '/api-keys', method: 'POST', data: input }),
  rollApiKey: (id: string, expireOld: KeyExpiryChoice) => http.requestData<RolledApiKey>({ url: `${path(id)}/roll`, method: 'POST', data: { expireOld } }),
  deleteApiKey: (id: string) => http.requestData<{ id: string }>({ url: path(id), method: 'DELETE' }),
});

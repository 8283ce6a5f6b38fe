// Gateway credentials of the current mode (/gateway): read masked, saved with the secret only when it changes.
import type { GatewayCredentialsInput, GatewayCredentialsRecord } from '../../../domain/gateway';
import type { HttpClient } from '../httpCore';

export const gatewayCalls = (http: HttpClient) => ({
  gatewayCredentials: () => http.requestData<GatewayCredentialsRecord | null>({ url: '/gateway/credentials' }),
  saveGatewayCredentials: (input: GatewayCredentialsInput) =>
    http.requestData<GatewayCredentialsRecord>({ url: '/gateway/credentials', method: 'PUT', data: input }),
});

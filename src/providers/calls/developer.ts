// The Developers page's own reads: the OpenAPI document the API reference is made from (public, no token).
import type { OpenApiDocument } from '../../../domain/developer/api-reference';
import type { HttpClient } from '../httpCore';

export const developerCalls = (http: HttpClient) => ({
  openApiDocument: () => http.requestBody<OpenApiDocument>({ url: '/openapi.json', test: false, auth: false, envelope: false }),
});

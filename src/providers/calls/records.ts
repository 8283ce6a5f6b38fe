// Calls about any resource's records: whether an id not found in this mode is a record of the other mode of the
// account (GET {base}/<resource>/:id/other-mode, server/http/list-resource.ts).
import type { HttpClient } from '../httpCore';

export const recordCalls = (http: HttpClient) => ({
  recordInOtherMode: (resource: string, id: string) =>
    http.requestData<{ found: boolean }>({ url: `/${resource}/${encodeURIComponent(id)}/other-mode` }).then((answer) => answer.found),
});

// Business settings (/settings-business): the public details and branding, the logo uploaded and read as a file.
import type { BusinessProfileInput, BusinessProfileRecord } from '../../../domain/business/profile';
import type { HttpClient } from '../httpCore';
import { settle } from './transfer';

export const businessCalls = (http: HttpClient) => ({
  businessProfile: () => http.requestData<BusinessProfileRecord>({ url: '/settings/business' }),
  saveBusinessProfile: (input: BusinessProfileInput) => http.requestData<BusinessProfileRecord>({ url: '/settings/business', method: 'PUT', data: input }),
  uploadBusinessLogo: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return settle(http.upload<BusinessProfileRecord>({ url: '/settings/business/logo', form }));
  },
  removeBusinessLogo: () => http.requestData<BusinessProfileRecord>({ url: '/settings/business/logo', method: 'DELETE' }),
  businessLogo: () => settle(http.download({ url: '/settings/business/logo' })),
});

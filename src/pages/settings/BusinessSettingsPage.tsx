// /settings-business (code settingsBusiness): the public details customers see (name, support email and phone,
// website, statement descriptor) and the branding (logo, colour) of invoices, the hosted checkout and the mails.
// The onboarding's /public-details step edits the same record.
import { useTranslate } from 'react-admin';
import { BusinessProfileCards } from '../../components/business/BusinessProfileCards';
import { PageHeader } from '../../components/PageHeader';

export default function BusinessSettingsPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.settingsBusiness')} subtitle={translate('app.business.subtitle')} />
      <BusinessProfileCards />
    </>
  );
}

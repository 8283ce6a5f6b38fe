// /contact-success: the message reached support; a link back to the Onboard hub.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { PublicLayout } from '../../components/PublicLayout';
import { StatusIcon } from '../../components/StatusIcon';
import { ContactThanks } from './ContactThanks';

export default function ContactSuccessPage() {
  const translate = useTranslate();
  return (
    <PublicLayout icon={<StatusIcon icon={<CheckCircleOutlined />} />} title={translate('app.onboarding.contact.thanksTitle')}>
      <ContactThanks backTo="/dashboard" />
    </PublicLayout>
  );
}

// /verifypwd: after asking for a reset link, "check your email".
import { Button, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Link, useTranslate } from 'react-admin';
import { PublicLayout } from '../../components/PublicLayout';
import { useQueryParam } from '../../hooks/useQueryParam';
import { StatusIcon } from './StatusIcon';

export default function VerifyPwdPage() {
  const translate = useTranslate();
  const email = useQueryParam('email');
  return (
    <PublicLayout
      icon={<StatusIcon icon={<MarkEmailReadOutlined />} />}
      title={translate('app.verifyPwd.title')}
      subtitle={email ? translate('app.verifyPwd.body', { email }) : translate('app.verifyPwd.bodyNoEmail')}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.verifyPwd.expiry')}
        </Typography>
        <Button component={Link} to="/login" variant="contained" fullWidth>
          {translate('app.common.backToSignIn')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

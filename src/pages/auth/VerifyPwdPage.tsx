// /verifypwd: after asking for a reset link, "check your email".
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { PublicLayout } from '../../components/PublicLayout';
import { HostAnchor, useHostTranslate, useSearchParam } from '../../host/host';
import { StatusIcon } from '../../components/StatusIcon';

export default function VerifyPwdPage() {
  const translate = useHostTranslate();
  const email = useSearchParam('email');
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
        <Button component={HostAnchor} to="/login" variant="contained" fullWidth>
          {translate('app.common.backToSignIn')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

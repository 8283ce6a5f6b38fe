// /activate: the account is active; welcome, and the next step: start business verification. Has the language switch.
// Only after the activation link (/verify) in this tab: opened without it, the page says the link is missing.
import { Box, Button, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link, useTranslate } from 'react-admin';
import { PublicLayout } from '../../components/PublicLayout';
import { session } from '../../providers/runtime';
import { StatusIcon } from '../../components/StatusIcon';
import { activatedHere } from './activation';

function NoActivationLink() {
  const translate = useTranslate();
  return (
    <PublicLayout
      maxWidth={520}
      icon={<StatusIcon icon={<ErrorOutline />} color="error" />}
      title={translate('app.activate.invalidTitle')}
      subtitle={translate('app.activate.invalidBody')}
    >
      <Stack spacing={1.5}>
        <Button component={Link} to="/login" variant="contained" size="large" fullWidth>
          {translate('app.common.backToSignIn')}
        </Button>
        <Button component={Link} to="/register" size="large" fullWidth>
          {translate('app.activate.register')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

export default function ActivatePage() {
  const translate = useTranslate();
  const nickname = session.nickname();
  if (!activatedHere()) return <NoActivationLink />;
  return (
    <PublicLayout
      maxWidth={520}
      icon={<StatusIcon icon={<VerifiedOutlined />} color="success" />}
      title={translate('app.activate.title')}
      subtitle={
        <>
          {nickname && <strong>{translate('app.activate.welcome', { name: nickname })} </strong>}
          {translate('app.activate.body')}
        </>
      }
    >
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
          <StorefrontOutlined color="primary" />
          <Box>
            <Typography variant="h6" component="h2">
              {translate('app.activate.nextTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.activate.nextBody')}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={1.5}>
          <Button component={Link} to="/business-type" variant="contained" size="large" fullWidth>
            {translate('app.onboarding.startCta')}
          </Button>
          <Button component={Link} to="/" size="large" fullWidth>
            {translate('app.activate.cta')}
          </Button>
        </Stack>
      </Stack>
    </PublicLayout>
  );
}

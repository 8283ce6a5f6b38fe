// Shared by /verify and /directLogin: spend the one-time ?token= to sign in, then move on; show why if it fails.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useEffect, useRef } from 'react';
import type { SignInResult } from '../../../domain/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { useOnce } from '../../hooks/useOnce';
import { signIn } from '../../providers/sessionEvents';
import { HostAnchor, usePublicHost, useSearchParam } from '../../host/host';
import { StatusIcon } from '../../components/StatusIcon';

interface TokenSignInProps {
  name: string;
  exchange: (token: string) => Promise<SignInResult>;
  /** Where to go once signed in. */
  next: string;
  busyText: string;
  failedTitle: string;
}

export function TokenSignIn({ name, exchange, next, busyText, failedTitle }: TokenSignInProps) {
  const { translate, navigate, signedIn } = usePublicHost();
  const token = useSearchParam('token');
  const result = useOnce(`${name}:${token}`, Boolean(token), async () => {
    signIn(await exchange(token as string));
    await signedIn();
    return true;
  });
  const moved = useRef(false);
  useEffect(() => {
    if (!result.isSuccess || moved.current) return;
    moved.current = true;
    navigate(next, { replace: true });
  }, [result.isSuccess, navigate, next]);

  if (token && !result.isError) {
    return (
      <PublicLayout>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={32} aria-label={translate(busyText)} />
          <Typography>{translate(busyText)}</Typography>
        </Stack>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      icon={<StatusIcon icon={<ErrorOutline />} color="error" />}
      title={translate(failedTitle)}
      subtitle={token ? result.error?.message || translate('app.errors.requestFailed') : translate('app.verify.missingToken')}
    >
      <Button component={HostAnchor} to="/login" variant="contained" fullWidth>
        {translate('app.common.backToSignIn')}
      </Button>
    </PublicLayout>
  );
}

// Shared by /verify and /directLogin: spend the one-time ?token= to sign in, then move on; show why if it fails.
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useTranslate } from 'react-admin';
import type { SignInResult } from '../../../domain/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { useOnce } from '../../hooks/useOnce';
import { useQueryParam } from '../../hooks/useQueryParam';
import { signIn } from '../../providers/authProvider';
import { StatusIcon } from './StatusIcon';

interface TokenSignInProps {
  name: string;
  exchange: (token: string) => Promise<SignInResult>;
  /** Where to go once signed in. */
  next: string;
  busyText: string;
  failedTitle: string;
}

export function TokenSignIn({ name, exchange, next, busyText, failedTitle }: TokenSignInProps) {
  const translate = useTranslate();
  const token = useQueryParam('token');
  const queryClient = useQueryClient();
  const result = useOnce(`${name}:${token}`, Boolean(token), async () => {
    signIn(await exchange(token as string));
    // react-admin may hold a "signed out" answer from before; the shell must not act on it.
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    return true;
  });

  if (result.isSuccess) return <Navigate to={next} replace />;
  if (token && !result.isError) {
    return (
      <PublicLayout>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={32} />
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
      <Button component={Link} to="/login" variant="contained" fullWidth>
        {translate('app.common.backToSignIn')}
      </Button>
    </PublicLayout>
  );
}

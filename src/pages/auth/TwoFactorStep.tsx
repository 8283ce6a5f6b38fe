// The sign-in's second step (issue 32 item 2), loaded only when the password step answers a challenge: a code from
// the authenticator app (or a recovery code), or, when an account of the user requires two-factor sign-in and it is
// not set up, the setup itself (QR code and key, a code to confirm, the recovery codes once) before the console.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { SignInResult } from '../../../domain/auth';
import { translateMessage } from '../../../domain/messages';
import { codeKind, formatRecoveryCode, type TwoFactorPending, type TwoFactorSetup } from '../../../domain/settings/two-factor';
import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { usePublicHost } from '../../host/host';
import { authApi } from '../../providers/authApi';
import { ApiError } from '../../providers/httpCore';

interface StepProps {
  pending: TwoFactorPending;
  /** Back to the password step, with the reason to show there (an expired or used-up challenge). */
  onRestart: (message: string | null) => void;
}

type Failure = { field?: string; message?: string; restart?: string };

/** What a failed call means here: a wrong code under the field, too many attempts above it, an expired challenge back. */
function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError) || error.status === 0) return { message: fallback };
  const { code } = error.fieldErrors;
  if (code) return { field: code };
  if (error.status === 400) return { restart: error.message || fallback };
  return { message: error.message || fallback };
}

function useStep(onRestart: StepProps['onRestart']) {
  const { translate, locale } = usePublicHost();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = locale.startsWith('zh') ? 'zh' : 'en';
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setFieldError(null);
    } catch (error) {
      const failure = failureOf(error, translate('app.errors.requestFailed'));
      if (failure.restart) return onRestart(failure.restart);
      setFieldError(failure.field ?? null);
      setMessage(failure.message ?? null);
    } finally {
      setBusy(false);
    }
  };
  /** The domain's check before any call: a translated message for the field, or null. */
  const invalid = (code: string, kind: 'totp' | 'recovery') => {
    const key = !code.trim() ? 'two_factor_code_required' : codeKind(code) !== kind ? 'two_factor_code_invalid' : null;
    setFieldError(key && translateMessage(key, lang));
    return key !== null;
  };
  return { translate, fieldError, setFieldError, message, busy, run, invalid };
}

// Built of the parts the sign-in form uses (src/host/form.tsx), so this lazy step loads nothing of the admin side.
function CodeField({ value, onChange, error, recovery, label }: { value: string; onChange: (v: string) => void; error: string | null; recovery?: boolean; label: string }) {
  const id = useId();
  return (
    <FormControl key={recovery ? 'recovery' : 'totp'} fullWidth margin="normal" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} autoFocus
        inputProps={{
          'aria-describedby': `${id}-helper`, autoComplete: 'one-time-code', inputMode: recovery ? 'text' : 'numeric', spellCheck: false, maxLength: 20,
          'data-testid': 'sign-in-code', style: { fontFamily: 'monospace', letterSpacing: '0.15em' },
        }}
      />
      <FormHelperText id={`${id}-helper`}>{error ?? '\u200b'}</FormHelperText>
    </FormControl>
  );
}

function BackLink({ onRestart }: { onRestart: StepProps['onRestart'] }) {
  const { translate } = usePublicHost();
  return (
    <MuiLink component="button" type="button" variant="body2" onClick={() => onRestart(null)}>
      {translate('app.twoFactorSignIn.back')}
    </MuiLink>
  );
}

/** A code from the app, or a recovery code after the switch. */
function CodeStep({ pending, onRestart }: StepProps) {
  const { login } = usePublicHost();
  const { translate, fieldError, setFieldError, message, busy, run, invalid } = useStep(onRestart);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || invalid(code, recovery ? 'recovery' : 'totp')) return;
    void run(async () => {
      const session = await authApi.loginWithCode({ challenge: pending.challenge, code });
      await login({ session });
    });
  };
  return (
    <PublicLayout title={translate('app.twoFactorSignIn.title')} below={<BackLink onRestart={onRestart} />}>
      <Box component="form" noValidate onSubmit={submit} data-testid="sign-in-two-factor">
        <Typography variant="body2" color="text.secondary">
          {translate(recovery ? 'app.twoFactorSignIn.recoveryBody' : 'app.twoFactorSignIn.codeBody')}
        </Typography>
        <FormAlert message={message} />
        <CodeField
          value={code} onChange={setCode} error={fieldError} recovery={recovery}
          label={translate(recovery ? 'app.twoFactorSignIn.recoveryCode' : 'app.twoFactorSignIn.code')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <MuiLink component="button" type="button" variant="body2" data-testid="sign-in-code-switch" onClick={() => { setRecovery(!recovery); setCode(''); setFieldError(null); }}>
            {translate(recovery ? 'app.twoFactorSignIn.useApp' : 'app.twoFactorSignIn.useRecovery')}
          </MuiLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {translate('app.twoFactorSignIn.verify')}
        </Button>
      </Box>
    </PublicLayout>
  );
}

/** The recovery codes, once: copy or download them, then into the console. */
function RecoveryCodes({ codes, session }: { codes: string[]; session: SignInResult }) {
  const { translate, login } = usePublicHost();
  const [copied, setCopied] = useState(false);
  const text = codes.map(formatRecoveryCode).join('\n');
  const [busy, setBusy] = useState(false);
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <PublicLayout title={translate('app.twoFactorSignIn.codesTitle')}>
      <Stack spacing={2} data-testid="sign-in-recovery-codes">
        <Typography variant="body2" color="text.secondary">{translate('app.twoFactorSignIn.codesBody')}</Typography>
        <Box component="ul" sx={{ columns: 2, m: 0, p: 2, listStyle: 'none', fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1 }}>
          {codes.map((c) => <li key={c}>{formatRecoveryCode(c)}</li>)}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined)}>
            {translate(copied ? 'app.twoFactorSignIn.copied' : 'app.twoFactorSignIn.copy')}
          </Button>
          <Button variant="outlined" onClick={download}>{translate('app.twoFactorSignIn.download')}</Button>
        </Stack>
        <Button
          variant="contained" size="large" fullWidth autoFocus disabled={busy} data-testid="sign-in-continue"
          onClick={() => { setBusy(true); void login({ session }).finally(() => setBusy(false)); }}
        >
          {translate('app.twoFactorSignIn.continue')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

/** A setup the account requires: QR code and key, a code to confirm, then the recovery codes. */
function SetupStep({ pending, onRestart }: StepProps) {
  const { translate, fieldError, message, busy, run, invalid } = useStep(onRestart);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<{ session: SignInResult; recoveryCodes: string[] } | null>(null);
  const [code, setCode] = useState('');
  // One secret per challenge: React's development double mount must not ask twice (the second would replace it).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void run(async () => setSetup(await authApi.twoFactorSetup(pending.challenge)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per challenge
  }, [pending.challenge]);

  if (done) return <RecoveryCodes codes={done.recoveryCodes} session={done.session} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || invalid(code, 'totp')) return;
    void run(async () => setDone(await authApi.twoFactorSetupConfirm({ challenge: pending.challenge, code })));
  };
  return (
    <PublicLayout title={translate('app.twoFactorSignIn.setupTitle')} below={<BackLink onRestart={onRestart} />}>
      <Box component="form" noValidate onSubmit={submit} data-testid="sign-in-two-factor-setup">
        <Typography variant="body2" color="text.secondary">{translate('app.twoFactorSignIn.setupBody')}</Typography>
        <FormAlert message={message} />
        {setup && (
          <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
            <Box component="img" src={setup.qrCode} alt={translate('app.twoFactorSignIn.qrAlt')} sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }} />
            <Typography variant="caption" color="text.secondary">{translate('app.twoFactorSignIn.key')}</Typography>
            <Box component="code" data-testid="sign-in-two-factor-secret" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'center' }}>
              {/* In groups of four, as authenticator apps take it (spaces are ignored). */}
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </Box>
          </Stack>
        )}
        <CodeField value={code} onChange={setCode} error={fieldError} label={translate('app.twoFactorSignIn.code')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !setup}>
          {translate('app.twoFactorSignIn.confirm')}
        </Button>
      </Box>
    </PublicLayout>
  );
}

export default function TwoFactorStep(props: StepProps) {
  return props.pending.twoFactor === 'setup' ? <SetupStep {...props} /> : <CodeStep {...props} />;
}

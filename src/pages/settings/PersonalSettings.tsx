// /settings, issue 32 item 2: the profile form (nickname, language, time zone), the sessions list with "sign out
// everywhere else", and two-factor sign-in (turn on with a QR code and a code, recovery codes shown once, turn off
// with the password and a code; the owner's rule for the whole account). The rules are domain/settings/*.
import { useState, type ReactNode } from 'react';
import {
  Alert, Autocomplete, Box, Button, Chip, FormControlLabel, MenuItem, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatZonedTime } from '../../../domain/dates';
import { PROFILE_LANGUAGES, profileSchema, supportedTimeZones, zoneName, type ProfileInput, type ProfileLanguage } from '../../../domain/settings/profile';
import { formatRecoveryCode } from '../../../domain/settings/two-factor';
import { translateMessage } from '../../../domain/messages';
import { SectionCard } from '../../components/SectionCard';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { sessionEpoch } from '../../providers/authProvider';
import { forgetUserInfo } from '../../providers/accountApi';
import { useSettingsSave } from '../../hooks/useSettingsSave';

const PROFILE_FIELDS = ['nickname', 'language', 'timezone'] as const;

const keyOf = (name: string) => ['app', 'settings', name, sessionEpoch()];
type Errors = Record<string, string>;

/** The API's field errors (already translated), or the zod rule's keys translated here. */
function errorsOf(e: unknown): Errors {
  const body = (e as { body?: { errors?: Errors } } | null)?.body;
  return body?.errors ?? {};
}
function messageOf(e: unknown): string {
  return (e as { message?: string } | null)?.message ?? '';
}

export function ProfileForm() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const dp = useAppDataProvider();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: keyOf('profile'), queryFn: () => dp.profile() });
  const [draft, setDraft] = useState<{ nickname?: string; language?: ProfileLanguage | null; timezone?: string | null }>({});
  const [errors, setErrors] = useState<Errors>({});
  const { save: saveProfile, saving: busy } = useSettingsSave({
    call: (input: ProfileInput) => dp.saveProfile(input),
    fields: PROFILE_FIELDS, savedMessage: 'app.settings.saved', failure: 'notify',
    onSaved: async (_saved, input) => {
      setDraft({});
      if (input.language && input.language !== locale) setLocale(input.language);
      // Every list, detail and chart re-reads its times in the new zone.
      forgetUserInfo();
      await client.invalidateQueries();
    },
  });
  if (!data) return null;
  const value = { nickname: draft.nickname ?? data.nickname, language: draft.language !== undefined ? draft.language : data.language, timezone: draft.timezone !== undefined ? draft.timezone : data.timezone };
  const lang = locale.startsWith('zh') ? 'zh' : 'en';

  const save = async () => {
    const parsed = profileSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message, lang)])));
      return;
    }
    setErrors((await saveProfile(parsed.data)) ?? {});
  };

  return (
    <Stack spacing={2} data-testid="settings-profile-form">
      <TextField
        label={translate('app.settings.nickname')} value={value.nickname} size="small" fullWidth
        onChange={(e) => setDraft({ ...draft, nickname: e.target.value })} error={Boolean(errors.nickname)} helperText={errors.nickname}
        slotProps={{ htmlInput: { 'data-testid': 'profile-nickname' } }}
      />
      <TextField
        select label={translate('app.settings.language')} value={value.language ?? ''} size="small" fullWidth
        onChange={(e) => setDraft({ ...draft, language: (e.target.value || null) as ProfileLanguage | null })} error={Boolean(errors.language)} helperText={errors.language}
      >
        <MenuItem value="">{translate('app.settings.languageDefault')}</MenuItem>
        {PROFILE_LANGUAGES.map((l) => <MenuItem key={l} value={l}>{translate(`app.settings.languages.${l}`)}</MenuItem>)}
      </TextField>
      <Autocomplete
        options={supportedTimeZones() as string[]} value={value.timezone} size="small"
        onChange={(_e, tz) => setDraft({ ...draft, timezone: tz })}
        getOptionLabel={(tz) => zoneName(tz)}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.settings.timezone')} placeholder={translate('app.settings.timezoneDefault')} error={Boolean(errors.timezone)}
            helperText={errors.timezone ?? (value.timezone ? undefined : translate('app.settings.timezoneDefault'))} />
        )}
        data-testid="profile-timezone"
      />
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="profile-save">{translate('app.settings.save')}</Button>
      </Box>
    </Stack>
  );
}

export function SessionsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useAppDataProvider();
  const { data, refetch } = useQuery({ queryKey: keyOf('sessions'), queryFn: () => dp.sessions() });
  const signOutOthers = async () => {
    const { ended } = await dp.signOutOthers();
    notify('app.settings.signedOutOthers', { type: 'success', messageArgs: { smart_count: ended } });
    await refetch();
  };
  const at = (v: string | null) => (v ? formatZonedTime(v, 'UTC') : '--');
  return (
    <SectionCard
      title={translate('app.settings.sessions')} subtitle={translate('app.settings.sessionsBody')} testId="settings-sessions"
      action={<Button size="small" variant="outlined" color="error" onClick={() => void signOutOthers()} disabled={data !== undefined && data.length < 2}>{translate('app.settings.signOutOthers')}</Button>}
    >
      {/* On a phone the table scrolls inside its card (a device's name keeps a readable width). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.settings.sessions')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['device', 'ip', 'createdAt', 'lastSeen'].map((c) => <TableCell key={c}>{translate(`app.settings.${c}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((s) => (
              <TableRow key={s.id} data-testid="session-row">
                <TableCell sx={{ minWidth: 200, maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {s.userAgent ?? '--'} {s.current && <Chip size="small" color="success" variant="outlined" label={translate('app.settings.current')} />}
                </TableCell>
                <TableCell>{s.ip ?? '--'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(s.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(s.lastSeenAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}

function Codes({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" data-testid="recovery-codes">
      <Typography variant="subtitle2">{translate('app.settings.recoveryTitle')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.settings.recoveryBody')}</Typography>
      <Box component="ul" sx={{ columns: 2, m: 0, pl: 2, fontFamily: 'monospace' }}>
        {codes.map((c) => <li key={c}>{formatRecoveryCode(c)}</li>)}
      </Box>
    </Alert>
  );
}

export function TwoFactorCard({ owner }: { owner: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useAppDataProvider();
  const { data, refetch } = useQuery({ queryKey: keyOf('twoFactor'), queryFn: () => dp.twoFactor() });
  const [setup, setSetup] = useState<{ qrCode: string; secret: string } | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [codes, setCodes] = useState<string[] | null>(null);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
      setErrors({});
      setCode('');
      setPassword('');
      await refetch();
    } catch (e) {
      setErrors(errorsOf(e));
      if (!Object.keys(errorsOf(e)).length) notify(messageOf(e), { type: 'error' });
    }
  };
  const field = (name: 'code' | 'password', value: string, set: (v: string) => void, extra: ReactNode = null) => (
    <TextField
      label={translate(`app.settings.${name}`)} value={value} size="small" type={name === 'password' ? 'password' : 'text'}
      onChange={(e) => set(e.target.value)} error={Boolean(errors[name])} helperText={errors[name]}
      slotProps={{ htmlInput: { 'data-testid': `two-factor-${name}`, autoComplete: name === 'code' ? 'one-time-code' : 'current-password' } }}
    >{extra}</TextField>
  );

  return (
    <SectionCard
      title={translate('app.settings.twoFactor')} subtitle={translate('app.settings.twoFactorBody')} testId="settings-two-factor"
      action={data && <Chip size="small" color={data.enabled ? 'success' : 'default'} label={translate(data.enabled ? 'app.settings.twoFactorOn' : 'app.settings.twoFactorOff')} data-testid="two-factor-state" />}
    >
      <Stack spacing={2}>
        {codes && <Codes codes={codes} />}
        {data?.accountRequires && <Typography variant="body2" color="text.secondary">{translate('app.settings.requiredByAccount')}</Typography>}
        {data?.enabled && <Typography variant="body2">{translate('app.settings.recoveryLeft', { smart_count: data.recoveryCodesLeft })}</Typography>}
        {data && !data.enabled && !setup && (
          <Box><Button variant="contained" onClick={() => void run(async () => setSetup(await dp.twoFactorSetup()))} data-testid="two-factor-enable">{translate('app.settings.twoFactorEnable')}</Button></Box>
        )}
        {setup && (
          <Stack spacing={1.5}>
            <Typography variant="body2">{translate('app.settings.twoFactorScan')}</Typography>
            <Box component="img" src={setup.qrCode} alt="" sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.settings.twoFactorKey')}: <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="two-factor-secret">{setup.secret}</Box>
            </Typography>
            {field('code', code, setCode)}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" data-testid="two-factor-confirm" onClick={() => void run(async () => { setCodes((await dp.twoFactorConfirm(code)).recoveryCodes); setSetup(null); })}>
                {translate('app.settings.confirm')}
              </Button>
              <Button onClick={() => setSetup(null)}>{translate('app.settings.cancel')}</Button>
            </Stack>
          </Stack>
        )}
        {data?.enabled && !data.accountRequires && !disabling && (
          <Box><Button variant="outlined" color="error" onClick={() => setDisabling(true)}>{translate('app.settings.twoFactorDisable')}</Button></Box>
        )}
        {disabling && (
          <Stack spacing={1.5}>
            {field('password', password, setPassword)}
            {field('code', code, setCode)}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" color="error" onClick={() => void run(async () => { await dp.twoFactorDisable({ password, code }); setDisabling(false); setCodes(null); })}>
                {translate('app.settings.twoFactorDisable')}
              </Button>
              <Button onClick={() => setDisabling(false)}>{translate('app.settings.cancel')}</Button>
            </Stack>
          </Stack>
        )}
        {owner && data && (
          <FormControlLabel
            control={<Switch checked={data.accountRequires} onChange={(_e, on) => void run(async () => { await dp.requireTwoFactor(on); })} />}
            label={translate('app.settings.requireAll')}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

// The business profile's cards (public details, logo): the record customers see on invoices, the hosted checkout and
// the mails. /settings-business shows them, and so does the onboarding's /public-details step: one record, one form.
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  BRAND_COLOR_MIN_CONTRAST, STATEMENT_DESCRIPTOR_MAX, businessProfileSchema, brandColorIssue, contrastRatio, textColorOn,
  type BusinessProfileInput, type BusinessProfileRecord,
} from '../../../domain/business/profile';
import { FormAlert } from '../FormAlert';
import { formFailure } from '../formErrors';
import { useSettingsSave } from '../../hooks/useSettingsSave';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';
import { zodResolver } from '../zodResolver';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const resolver = zodResolver(businessProfileSchema);
const FIELDS = ['businessName', 'supportEmail', 'supportPhone', 'website', 'statementDescriptor', 'brandColor'] as const;
const queryKey = () => ['app', 'business-profile', sessionEpoch()];

/** What the brand colour looks like: a band with the name in the colour's text colour, and the contrast measured. */
function ColorPreview({ name }: { name: string }) {
  const translate = useTranslate();
  const color = (useWatch({ name: 'brandColor' }) as string | null | undefined)?.trim() ?? '';
  if (!color || brandColorIssue(color) === 'biz_color_invalid') return null;
  const ratio = contrastRatio(color, '#ffffff');
  return (
    <Stack spacing={0.5} data-testid="business-color-preview">
      <Box sx={{ bgcolor: color, color: textColorOn(color), px: 2, py: 1.5, borderRadius: 1, fontWeight: 700 }}>{name || '—'}</Box>
      <Typography variant="caption" color={ratio < BRAND_COLOR_MIN_CONTRAST ? 'error' : 'text.secondary'}>
        {translate('app.business.contrast', { ratio: ratio.toFixed(1), min: BRAND_COLOR_MIN_CONTRAST })}
      </Typography>
    </Stack>
  );
}

function DetailsForm({ saved }: { saved: BusinessProfileRecord }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { save, message } = useSettingsSave({
    call: (values: Record<string, unknown>) => dataProvider.saveBusinessProfile(values as BusinessProfileInput),
    fields: FIELDS, savedMessage: 'app.business.saved', queryKey: queryKey(),
  });
  const defaults = Object.fromEntries(FIELDS.map((f) => [f, saved[f] ?? '']));
  return (
    // noValidate: the support email (type=email, for the phone keyboard) is judged by the domain's rule, whose message is
    // translated and sits under the field, not by the browser's own tooltip in the browser's language.
    <Form onSubmit={save} resolver={resolver} defaultValues={defaults} noValidate>
      <FormAlert message={message} />
      <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
        <TextInput source="businessName" label="app.business.fields.businessName" helperText="app.business.hints.businessName" fullWidth />
        <TextInput source="supportEmail" type="email" label="app.business.fields.supportEmail" fullWidth />
        <TextInput source="supportPhone" type="tel" label="app.business.fields.supportPhone" helperText="app.business.hints.supportPhone" fullWidth />
        <TextInput source="website" label="app.business.fields.website" fullWidth />
        <TextInput
          source="statementDescriptor"
          label="app.business.fields.statementDescriptor"
          helperText={translate('app.business.hints.statementDescriptor', { max: STATEMENT_DESCRIPTOR_MAX })}
          slotProps={{ htmlInput: { maxLength: STATEMENT_DESCRIPTOR_MAX, style: { textTransform: 'uppercase' } } }}
          fullWidth
        />
        <TextInput source="brandColor" label="app.business.fields.brandColor" helperText="app.business.hints.brandColor" placeholder="#1a56db" fullWidth />
        <ColorPreview name={saved.businessName} />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <SubmitButton label="app.business.save" fullWidth={false} />
      </Box>
    </Form>
  );
}

function LogoSection({ saved }: { saved: BusinessProfileRecord }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logo = useQuery({
    queryKey: [...queryKey(), 'logo', saved.updatedAt],
    queryFn: async () => URL.createObjectURL((await dataProvider.businessLogo()).blob),
    enabled: saved.hasLogo,
    retry: false,
  });
  useEffect(() => () => { if (logo.data) URL.revokeObjectURL(logo.data); }, [logo.data]);
  const run = async (call: () => Promise<BusinessProfileRecord>) => {
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(queryKey(), await call());
      notify('app.business.logoSaved', { type: 'success' });
    } catch (e) {
      setError(formFailure(e, ['file'], translate('app.errors.requestFailed')).fieldErrors?.file ?? translate('app.errors.requestFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          sx={{ width: 72, height: 72, borderRadius: 1, border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: '#ffffff' }}
          data-testid="business-logo"
        >
          {saved.hasLogo && logo.data ? (
            <img src={logo.data} alt={translate('app.business.logoAlt')} style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : saved.hasLogo ? <Skeleton variant="rectangular" width={72} height={72} /> : (
            // The box is white in both themes (as the logo will sit on invoices): the theme's grey would vanish in dark.
            <Typography variant="caption" sx={{ color: '#5f6368' }}>{translate('app.business.noLogo')}</Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={translate('app.business.uploadLogo')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void run(() => dataProvider.uploadBusinessLogo(file));
          }}
        />
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>{translate(saved.hasLogo ? 'app.business.replaceLogo' : 'app.business.uploadLogo')}</Button>
        {saved.hasLogo && <Button color="error" disabled={busy} onClick={() => void run(() => dataProvider.removeBusinessLogo())}>{translate('app.business.removeLogo')}</Button>}
      </Stack>
      <Typography variant="body2" color="text.secondary">{translate('app.business.logoHint')}</Typography>
      {error && <Alert severity="error" data-testid="business-logo-error">{error}</Alert>}
    </Stack>
  );
}

/**
 * The business profile's two cards (details, logo) once loaded: /settings-business, and the onboarding's
 * /public-details step, which edits the same record through the same calls.
 */
export function BusinessProfileCards() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const profile = useQuery({ queryKey: queryKey(), queryFn: () => dataProvider.businessProfile(), retry: false });
  return profile.isPending ? <Skeleton height={320} /> : profile.isError ? (
    <Alert severity="error" action={<Button color="inherit" onClick={() => void profile.refetch()}>{translate('app.common.retry')}</Button>}>
      {profile.error.message || translate('app.business.loadFailed')}
    </Alert>
  ) : (
    <Stack spacing={3}>
      <SectionCard title={translate('app.business.detailsTitle')} subtitle={translate('app.business.detailsBody')} testId="business-details">
        <DetailsForm key={profile.data.updatedAt ?? 'new'} saved={profile.data} />
      </SectionCard>
      <SectionCard title={translate('app.business.logoTitle')} subtitle={translate('app.business.logoBody')} testId="business-branding">
        <LogoSection saved={profile.data} />
      </SectionCard>
    </Stack>
  );
}


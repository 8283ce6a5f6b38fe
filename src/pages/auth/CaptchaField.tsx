// Verification code input with the captcha image and a refresh button; keeps `captchaId` in the form values.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useFormContext, useWatch } from 'react-hook-form';
import { HintTooltip } from '../../components/HintTooltip';
import { PublicTextInput } from '../../host/form';
import { useHostTranslate } from '../../host/host';
import type { Captcha } from './useCaptcha';

export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const translate = useHostTranslate();
  const { register, setValue } = useFormContext();
  const formCaptchaId: unknown = useWatch({ name: 'captchaId' });
  useEffect(() => {
    // A new image invalidates what was typed for the old one.
    setValue('captchaCode', '');
  }, [captcha.id, setValue]);
  useEffect(() => {
    // Also after a form reset, the id must be there.
    if (captcha.id && formCaptchaId !== captcha.id) setValue('captchaId', captcha.id);
  }, [captcha.id, formCaptchaId, setValue]);

  return (
    // The row carries the dense input margins itself: a Stack zeroes its children's vertical margins.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1.25, mb: 0.25 }}>
      <PublicTextInput
        source="captchaCode"
        label="app.auth.captcha"
        autoComplete="off"
        fullWidth
        htmlInput={{ maxLength: 12, spellCheck: false, autoCapitalize: 'off' }}
        sx={{ flex: 1 }}
      />
      <Box
        sx={{
          width: 120,
          height: 40,
          flexShrink: 0,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#fff',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {captcha.image ? (
          <Box
            component="img"
            src={captcha.image}
            alt={translate('app.auth.captchaImage')}
            data-testid="captcha-image"
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : (
          captcha.failed && (
            <Typography variant="caption" color="error" sx={{ px: 0.5, textAlign: 'center', lineHeight: 1.2 }}>
              {translate('app.auth.captchaUnavailable')}
            </Typography>
          )
        )}
      </Box>
      <HintTooltip title={translate('app.auth.refreshCaptcha')}>
        <span>
          <IconButton onClick={captcha.refresh} disabled={captcha.loading} aria-label={translate('app.auth.refreshCaptcha')}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </span>
      </HintTooltip>
      {/* Registered, so the id survives form resets and reaches validation and the request. */}
      <input type="hidden" {...register('captchaId')} />
    </Stack>
  );
}

// EN / 中文 switch; the choice is persisted (local storage `language`) and sent as Accept-Language.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { usePublicHost } from '../host/host';
import { LOCALES } from '../i18n/messages';

/**
 * A button's accessible name starts with what it shows (WCAG 2.5.3, label in name): "EN (English)", or the name
 * alone when it is what the button shows ("中文").
 */
export function languageName(shown: string, full: string): string {
  return shown === full ? full : `${shown} (${full})`;
}

export function LanguageSwitch() {
  const { locale, setLocale, translate } = usePublicHost();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={translate('app.language.label')}
      onChange={(_e, value: string | null) => value && setLocale(value)}
      sx={{ '& .MuiToggleButton-root': { px: 1.25, py: 0.25, fontSize: '0.8125rem', fontWeight: 600, lineHeight: 1.6 } }}
    >
      {LOCALES.map((l) => (
        <ToggleButton key={l} value={l} lang={l === 'zh_CN' ? 'zh-CN' : 'en'} aria-label={languageName(translate(`app.language.short.${l}`), translate(`app.language.${l}`))}>
          {translate(`app.language.short.${l}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

// What shows while a page's code or the user's context loads. The bar is named (axe aria-progressbar-name) in the
// page's language, read from <html lang> (set before the first render): this component also draws before any
// catalogue is there and on the sign-in pages, which must not load react-admin, so it cannot use the catalogue.
// The two words are the catalogues' own ra.page.loading.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export const LOADING_NAMES = { en: 'Loading', 'zh-CN': '加载中' } as const;

export function loadingName(lang: string): string {
  return lang.toLowerCase().startsWith('zh') ? LOADING_NAMES['zh-CN'] : LOADING_NAMES.en;
}

export function PageLoading() {
  return (
    <Box sx={{ py: 6, px: 2 }} aria-busy="true">
      <LinearProgress aria-label={loadingName(document.documentElement.lang)} sx={{ maxWidth: 240, mx: 'auto', borderRadius: 1 }} />
    </Box>
  );
}

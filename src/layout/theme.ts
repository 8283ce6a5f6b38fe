// Light and dark themes of a payments console: neutral greys, one indigo accent, hairline borders instead of shadows.
import { darken } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ChipProps } from '@mui/material/Chip';
import type { RaThemeOptions } from 'react-admin';

const ACCENT = { light: '#5146e5', dark: '#8b84ff' };
/** Test mode's signal colour, used by the banner and the app bar's bottom edge. */
export const TEST_MODE_COLOR = '#d97706';

const FONT = [
  'Inter', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial',
  '"PingFang SC"', '"Hiragino Sans GB"', '"Noto Sans CJK SC"', '"Microsoft YaHei"', 'sans-serif',
].join(',');

function themeFor(mode: 'light' | 'dark'): RaThemeOptions {
  const dark = mode === 'dark';
  const divider = dark ? 'rgba(255,255,255,0.09)' : '#e4e7ec';
  const sidebarTint = dark ? '#12161f' : '#fbfbfc';
  return {
    palette: {
      mode,
      // A contained button's hover takes primary.dark under its contrastText. MUI's default, 30 % darker, put the dark
      // theme's dark text on rgb(97, 92, 178): 3.3:1 while the pointer rests on the button (axe: color-contrast,
      // serious); 10 % darker keeps 5.0:1 (and a filled chip's white text on it, darkened a further 25 %, 6.1:1).
      primary: { main: ACCENT[mode], ...(dark ? { dark: darken(ACCENT.dark, 0.1) } : {}), contrastText: dark ? '#0f1222' : '#ffffff' },
      secondary: { main: dark ? '#c4c9d4' : '#414552' },
      warning: { main: TEST_MODE_COLOR },
      background: dark ? { default: '#0e1117', paper: '#161b24' } : { default: '#f6f7f9', paper: '#ffffff' },
      text: dark ? { primary: '#e7e9ee', secondary: '#9aa1b1' } : { primary: '#1a1f36', secondary: '#5d6474' },
      divider,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT,
      fontSize: 14,
      h1: { fontSize: '1.75rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.9375rem', fontWeight: 600 },
      overline: { fontSize: '0.6875rem', fontWeight: 600, letterSpacing: '0.06em', lineHeight: 2 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: 240, closedWidth: 56 },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: { root: { borderBottom: `1px solid ${divider}`, backgroundImage: 'none' } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: divider } },
      },
      // A keyboard focus shows as a ring in the accent colour on every button, icon button, menu link, tab and toggle
      // (MUI's own cue is a faint ripple tint); inside the sidebar and menus it is drawn inward, within their edges.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${ACCENT[mode]}`, outlineOffset: 2 } } },
      },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
      MuiFormControl: {
        defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' },
        // react-admin stacks inputs with dense margins; outlined labels need a little more room above.
        variants: [{ props: { margin: 'dense' }, style: { marginTop: 10, marginBottom: 2 } }],
      },
      MuiTooltip: { defaultProps: { arrow: true } },
      // Unselected toggles read as secondary text, not as the paler "action" grey (below 4.5:1 on the page).
      MuiToggleButton: { styleOverrides: { root: { color: dark ? '#9aa1b1' : '#5d6474' } } },
      // Status chips keep WCAG AA contrast (4.5:1) in both themes: an outlined chip's text takes the darker shade of
      // its colour on light paper and the lighter one on dark; a filled chip sits on the darker shade.
      MuiChip: {
        styleOverrides: {
          root: ({ ownerState, theme }: { ownerState: ChipProps; theme: Theme }) => {
            const color = ownerState.color;
            if (!color || color === 'default') return {};
            const tone = theme.palette[color];
            return ownerState.variant === 'outlined'
              ? { color: dark ? tone.light : tone.dark, borderColor: dark ? tone.light : tone.dark }
              : { backgroundColor: dark ? darken(tone.dark, 0.25) : tone.dark, color: '#ffffff' };
          },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      RaLayout: {
        styleOverrides: {
          root: { '& .RaLayout-content': { padding: 0, minHeight: 'calc(100vh - 48px)' } },
        },
      },
      RaSidebar: {
        styleOverrides: {
          root: {
            // The fixed inner panel takes the drawer paper's (open or closed) width, so its tint and edge span it.
            '& .RaSidebar-fixed': { width: 'inherit', backgroundColor: sidebarTint, borderRight: `1px solid ${divider}` },
            // Beside the page the drawer is a flex item as tall as the page: tinted too, so the sidebar's background
            // runs to the bottom of a long page (on phones it is a modal drawer, whose root covers the screen).
            '@media (min-width: 600px)': {
              // react-admin gives the drawer the screen's height (100vh - 3em): on a page taller than the screen its
              // tint stopped there. As tall as the page instead, and at least the screen's.
              height: 'auto',
              minHeight: 'calc(100vh - 48px)',
              alignSelf: 'stretch',
              backgroundColor: sidebarTint,
              borderRight: `1px solid ${divider}`,
              '& .MuiDrawer-paper': { backgroundColor: 'transparent' },
            },
          },
        },
      },
    },
  };
}

export const lightTheme = themeFor('light');
export const darkTheme = themeFor('dark');

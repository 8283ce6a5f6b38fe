// Code or a command to copy: monospace, scrolls sideways inside its box (never widens the page), with copy.
import { Box } from '@mui/material';
import { CopyButton } from './CopyButton';

export const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export function CodeBlock({ code, label, testId }: { code: string; label?: string; testId?: string }) {
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        data-testid={testId}
        sx={{
          m: 0, p: 1.5, pr: 5, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider', overflowX: 'auto',
          fontFamily: MONO_FONT, fontSize: '0.8125rem', lineHeight: 1.6, whiteSpace: 'pre',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {code}
      </Box>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <CopyButton value={code} label={label} />
      </Box>
    </Box>
  );
}

// One stats figure: label, value, an optional change line, and on hover how it is computed and in which zone.
// Clicking it opens the payments behind it.
import type { ReactNode } from 'react';
import { Box, ButtonBase, Card, Stack, Tooltip, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { visuallyHidden } from '@mui/utils';

interface KpiTileProps {
  label: string;
  value: string;
  /** The formula and the zone, shown on hover. */
  explain: ReactNode;
  footer?: ReactNode;
  onOpen?: () => void;
  openLabel: string;
  testId: string;
}

export function KpiTile({ label, value, explain, footer, onOpen, openLabel, testId }: KpiTileProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Tooltip title={<Box sx={{ p: 0.5, maxWidth: 320 }}>{explain}</Box>} placement="top" describeChild>
        <ButtonBase
          onClick={onOpen}
          disabled={!onOpen}
          data-testid={testId}
          sx={{ display: 'block', width: '100%', height: '100%', textAlign: 'left', p: 2, '&:hover': { bgcolor: 'action.hover' } }}
        >
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <InfoOutlined sx={{ fontSize: 15, color: 'text.disabled' }} />
          </Stack>
          <Typography data-testid={`${testId}-value`} sx={{ mt: 1, fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
          {footer}
          {/* The name is what the tile shows (WCAG 2.5.3, label in name), then what a click does. */}
          {onOpen && <Box component="span" sx={visuallyHidden}>{`. ${openLabel}`}</Box>}
        </ButtonBase>
      </Tooltip>
    </Card>
  );
}

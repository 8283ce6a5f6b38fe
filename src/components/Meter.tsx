// A gauge of how much of a budget is used (characters, file space): role="meter" with its value, so assistive
// technology reads it as a measurement rather than as progress of something loading.
import { Box } from '@mui/material';

export function Meter({ value, max, label, error }: { value: number; max: number; label: string; error?: boolean }) {
  const share = max > 0 ? Math.min(1, value / max) : 0;
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
    >
      <Box sx={{ height: '100%', width: `${share * 100}%`, minWidth: value > 0 ? 2 : 0, bgcolor: error ? 'error.main' : 'primary.main', borderRadius: 3 }} />
    </Box>
  );
}

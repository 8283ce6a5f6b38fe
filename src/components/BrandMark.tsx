// The brand's logo mark and name (the name depends on the host).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '../providers/runtime';

/** `compact`: the name only from the sm breakpoint up (a phone's bar keeps its room for the controls). */
export function BrandMark({ size = 'medium', compact = false }: { size?: 'medium' | 'large'; compact?: boolean }) {
  const box = size === 'large' ? 32 : 26;
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: box,
          height: box,
          borderRadius: 1.5,
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.main} 0%, #22c1c3 100%)`,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          fontWeight: 700,
          fontSize: box * 0.5,
          flexShrink: 0,
        }}
      >
        {brand.name.charAt(0)}
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.25rem' : '1rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap', display: compact ? { xs: 'none', sm: 'inline' } : undefined }}>
        {brand.name}
      </Typography>
    </Stack>
  );
}

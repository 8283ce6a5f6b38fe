// A titled card section of a page (settings, details).
import type { ReactNode } from 'react';
import { Box, Card, Divider, Stack, Typography } from '@mui/material';

interface SectionCardProps {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function SectionCard({ title, subtitle, action, children, testId }: SectionCardProps) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      {/* On a phone an action that leaves the title too little room goes under it (a button squeezed into three lines
          beside a long subtitle, /settings' sessions; the title keeps 12rem); from the small breakpoint on it stays beside the title. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ px: 3, py: 2.25, columnGap: 2, rowGap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography variant="h4" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Stack>
      <Divider />
      <Box sx={{ px: 3, py: 2.5 }}>{children}</Box>
    </Card>
  );
}

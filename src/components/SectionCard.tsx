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
      {/* The action goes under the title when both do not fit on one line (a phone): the title keeps 12rem. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 3, py: 2.25, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
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

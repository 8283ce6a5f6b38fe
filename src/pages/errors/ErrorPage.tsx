// The standalone error pages' body: a big code, a title, a sentence and the ways out.
import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { PublicLayout } from '../../components/PublicLayout';

interface ErrorPageProps {
  code?: string;
  title: string;
  body: string;
  actions?: ReactNode;
}

export function ErrorPage({ code, title, body, actions }: ErrorPageProps) {
  const translate = useTranslate();
  return (
    <PublicLayout maxWidth={480}>
      <Stack spacing={1.5} sx={{ textAlign: 'center', alignItems: 'center' }}>
        {code && (
          <Typography sx={{ fontSize: '3.5rem', fontWeight: 700, lineHeight: 1, color: 'primary.main', letterSpacing: '-0.03em' }}>
            {translate(code)}
          </Typography>
        )}
        <Typography variant="h2" component="h1">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(body)}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 2 }}>
          {actions}
          <Button component={LinkBase} to="/" variant="contained">
            {translate('app.errors.home')}
          </Button>
        </Stack>
      </Stack>
    </PublicLayout>
  );
}

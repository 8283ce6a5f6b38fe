// /mailbox (development only): the emails the server stored instead of sending, with their links made local so
// activation and reset flows can be walked without an SMTP server.
import { useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { PublicLayout } from '../../components/PublicLayout';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { localLink } from './localLink';

export default function MailboxPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [to, setTo] = useState('');
  const mails = useQuery({
    queryKey: ['app', 'mailbox', to],
    queryFn: () => dataProvider.devMailbox(to.trim() || undefined, 20),
  });

  return (
    <PublicLayout title={translate('app.mailbox.title')} subtitle={translate('app.mailbox.subtitle')} maxWidth={860}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField label={translate('app.mailbox.filterTo')} value={to} onChange={(e) => setTo(e.target.value)} fullWidth />
        <Button variant="outlined" onClick={() => void mails.refetch()}>
          {translate('app.common.refresh')}
        </Button>
      </Stack>
      {mails.data?.length === 0 && <Typography color="text.secondary">{translate('app.mailbox.empty')}</Typography>}
      <Stack spacing={2}>
        {mails.data?.map((mail) => (
          <Box key={mail.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }} data-testid="mailbox-mail">
            <Typography sx={{ fontWeight: 600 }}>{mail.subject}</Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.mailbox.to')} {mail.to} · {translate('app.mailbox.received')} {formatDateTime(mail.createdAt)}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: '0.8125rem', my: 1.5, color: 'text.secondary' }}>
              {mail.text}
            </Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('app.mailbox.links')}>
              {mail.links.map((href) => {
                const to = localLink(href);
                return <Chip key={href} clickable component={LinkBase} to={to} label={to} size="small" variant="outlined" />;
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </PublicLayout>
  );
}

// How the merchant's server checks that a request comes from us: the three Standard Webhooks headers and a Node
// snippet with the `standardwebhooks` package (its ports for other languages verify the same way).
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { CopyButton } from '../../components/CopyButton';
import { CodeBlock } from './AttemptView';
import { MONO } from './endpointListConfig';

export const VERIFY_SNIPPET = `// npm install standardwebhooks
import { Webhook } from 'standardwebhooks';

// The endpoint's signing secret (whsec_...), from your configuration.
const wh = new Webhook(process.env.WEBHOOK_SECRET);

// rawBody: the request body exactly as received (a string, before JSON parsing).
// verify() throws when the signature or the timestamp is wrong.
const event = wh.verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
});
// Answer 2xx quickly; drop an event whose webhook-id you have seen before.`;

const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export function VerifyGuide() {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.webhooks.verify.title')} subtitle={translate('app.webhooks.verify.hint')} testId="webhook-verify">
      <Stack spacing={2}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.75 }}>
          {HEADERS.map((h) => (
            <Box key={h} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontFamily: MONO, fontSize: '0.8rem', fontWeight: 600 }}>{h}</Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {translate(`app.webhooks.verify.headers.${h.replace('webhook-', '')}`)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('app.webhooks.verify.node')}</Typography>
          <CopyButton value={VERIFY_SNIPPET} />
        </Stack>
        <CodeBlock label={translate('app.webhooks.verify.node')}>{VERIFY_SNIPPET}</CodeBlock>
      </Stack>
    </SectionCard>
  );
}

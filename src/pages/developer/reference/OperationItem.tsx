// One operation of the API reference: method, path and summary; opened, its curl command with the test key.
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslate } from 'react-admin';
import type { ApiOperation } from '../../../../domain/developer/api-reference';
import { CodeBlock, MONO_FONT } from '../../../components/CodeBlock';

const METHOD_COLOR: Record<ApiOperation['method'], 'success' | 'primary' | 'warning' | 'error' | 'secondary'> = {
  GET: 'success', POST: 'primary', PUT: 'warning', PATCH: 'warning', DELETE: 'error',
};

export function OperationItem({ op, curl }: { op: ApiOperation; curl: string }) {
  const translate = useTranslate();
  const slug = op.id.replace(/[^A-Za-z0-9]+/g, '-');
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} data-testid={`api-op-${slug}`}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls={`api-op-${slug}-body`} id={`api-op-${slug}-head`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ minWidth: 0, alignItems: { sm: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Chip label={op.method} size="small" color={METHOD_COLOR[op.method]} variant="outlined" sx={{ fontFamily: MONO_FONT, fontWeight: 600, minWidth: 64 }} />
            <Typography component="span" sx={{ fontFamily: MONO_FONT, fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
              {op.path}
            </Typography>
          </Stack>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
            {op.summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`api-op-${slug}-body`}>
        <Box sx={{ minWidth: 0 }}>
          <CodeBlock code={curl} label={translate('app.developer.reference.copyCurl')} testId="api-op-curl" />
          {op.idempotent && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {translate('app.developer.reference.idempotent')}
            </Typography>
          )}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

// A payment's metadata: the merchant's own key/value pairs.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { DetailRows } from '../../components/DetailRows';

export function MetadataCard({ metadata }: { metadata: Record<string, string> }) {
  const translate = useTranslate();
  const entries = Object.entries(metadata);
  return (
    <SectionCard title={translate('resources.payments.fields.metadata')}>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.payments.detail.noMetadata')}
        </Typography>
      ) : (
        <DetailRows rows={entries.map(([key, value]) => ({ label: key, value: <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem' }}>{value}</Typography> }))} />
      )}
    </SectionCard>
  );
}

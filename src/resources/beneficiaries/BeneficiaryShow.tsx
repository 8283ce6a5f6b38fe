// /beneficiaryDetail?id=: a beneficiary, its review (in review until the bank has verified the account, which test
// mode does in seconds: the page reloads until then), its bank details, and its actions: edit, pay out (approved),
// deactivate, or ask for the review again.
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { translateMessage } from '../../../domain/messages';
import type { Beneficiary } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { listLink } from '../../components/list/listParams';
import { IdText } from '../../components/money/IdText';
import { StatusChip } from '../../components/money/StatusChip';
import { useReloadWhile } from '../../components/record/useReloadWhile';
import { RecordShow } from '../../components/record/RecordView';
import { useRecordAction } from '../../components/record/useRecordAction';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useLocaleState } from 'react-admin';

export default function BeneficiaryShow() {
  return (
    <RecordShow>
      <BeneficiaryView />
    </RecordShow>
  );
}

function StatusActions({ beneficiary }: { beneficiary: Beneficiary }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'beneficiaries', action: 'edit' });
  const { busy, asked, ask, close, confirm } = useRecordAction<'deactivate' | 'review'>({
    run: ({ action }) => dataProvider.setBeneficiaryStatus(beneficiary.id, action === 'deactivate' ? 'inactive' : 'needs_review'),
    done: (action) => (action === 'deactivate' ? 'app.beneficiaries.detail.deactivated' : 'app.beneficiaries.detail.reactivated'),
  });
  if (!canAccess) return null;
  return (
    <>
      {beneficiary.status === 'inactive' || beneficiary.status === 'needs_update' ? (
        <Button variant="outlined" size="small" onClick={() => ask('review')} disabled={busy} data-testid="beneficiary-review">
          {translate('app.beneficiaries.detail.reactivate')}
        </Button>
      ) : null}
      {beneficiary.status !== 'inactive' && (
        <Button variant="outlined" color="error" size="small" onClick={() => ask('deactivate')} data-testid="beneficiary-deactivate">
          {translate('app.beneficiaries.detail.deactivate')}
        </Button>
      )}
      <Confirm
        isOpen={asked === 'deactivate'}
        loading={busy}
        title="app.beneficiaries.detail.deactivateTitle"
        content="app.beneficiaries.detail.deactivateBody"
        confirm="app.beneficiaries.detail.deactivate"
        destructive
        onConfirm={confirm}
        onClose={close}
      />
      <Confirm isOpen={asked === 'review'} loading={busy} title="app.beneficiaries.detail.reactivate" content="app.beneficiaries.detail.inReviewTest" confirm="app.beneficiaries.detail.reactivate" onConfirm={confirm} onClose={close} />
    </>
  );
}

function BeneficiaryView() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const test = useTestMode();
  const pathOf = useResourcePath();
  const b = useRecordContext<Beneficiary>();
  useReloadWhile(b?.status === 'needs_review', test);
  const { canAccess: canEdit } = useCanAccess({ resource: 'beneficiaries', action: 'edit' });
  const { canAccess: canPay } = useCanAccess({ resource: 'payouts', action: 'create' });
  if (!b) return null;
  const f = (field: string) => translate(`app.beneficiaries.fields.${field}`);
  const at = (d: string | null) => (d ? formatZonedTime(d, DETAIL_TIMEZONE) : null);
  const bankRows = b.methodType === 'bank_account'
    ? (['holderName', 'bankName', 'accountNumber', 'routingNumber', 'sortCode', 'swift', 'iban'] as const)
        .filter((k) => k === 'holderName' || k === 'bankName' || b[k])
        .map((k) => ({ label: f(k), value: b[k] }))
    : (['walletProvider', 'walletAccount'] as const).map((k) => ({ label: f(k), value: b[k] }));

  return (
    <>
      <PageHeader
        title={b.name}
        subtitle={translate('routes.beneficiaryDetail')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {b.status === 'approved' && canPay && (
              <Button variant="contained" size="small" component={RouterLink} to={`${pathOf('payouts', 'create')}?beneficiaryId=${encodeURIComponent(b.id)}`} data-testid="beneficiary-pay">
                {translate('app.beneficiaries.detail.payOut')}
              </Button>
            )}
            {canEdit && (
              <Button variant="outlined" size="small" component={RouterLink} to={pathOf('beneficiaries', 'edit', b.id)} data-testid="beneficiary-edit-link">
                {translate('app.beneficiaries.detail.edit')}
              </Button>
            )}
            <StatusActions beneficiary={b} />
          </Stack>
        }
      />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <Box data-testid="beneficiary-status"><StatusChip status={b.status} labelOf={(s) => `app.beneficiaries.status.${s}`} /></Box>
        {b.status === 'needs_review' && (
          <Alert severity="info" data-testid="beneficiary-review-note">
            {translate('app.beneficiaries.detail.inReview', { date: at(b.verificationDueAt) ?? '--' })}
            {test ? ` ${translate('app.beneficiaries.detail.inReviewTest')}` : ''}
          </Alert>
        )}
        {b.status === 'needs_update' && (
          <Alert severity="warning">{b.reviewNote ? translateMessage(b.reviewNote, locale === 'zh_CN' ? 'zh' : 'en') : translate('app.beneficiaries.detail.needsUpdate')}</Alert>
        )}
        {b.status === 'approved' && <Alert severity="success">{translate('app.beneficiaries.detail.approved', { date: at(b.verifiedAt) ?? '--' })}</Alert>}
        {b.status === 'inactive' && <Alert severity="warning">{translate('app.beneficiaries.detail.inactive')}</Alert>}
        <SectionCard title={translate('app.beneficiaries.detail.details')} testId="beneficiary-detail">
          <DetailRows
            rows={[
              { label: translate('resources.beneficiaries.fields.id'), value: <IdText value={b.id} /> },
              { label: f('name'), value: b.name },
              { label: f('email'), value: b.email },
              { label: f('country'), value: b.country },
              { label: f('currency'), value: b.currency },
              { label: f('methodType'), value: translate(`app.beneficiaries.methods.${b.methodType}`) },
              { label: translate('resources.beneficiaries.fields.createdAt'), value: at(b.createdAt) },
            ]}
          />
        </SectionCard>
        <SectionCard title={translate('app.beneficiaries.detail.bank')}>
          <DetailRows rows={bankRows} />
        </SectionCard>
        <Stack direction="row">
          <Button component={RouterLink} to={listLink(pathOf('payouts', 'list'), { filter: { beneficiaryId: b.id } })} size="small">
            {translate('app.beneficiaries.detail.payouts')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}

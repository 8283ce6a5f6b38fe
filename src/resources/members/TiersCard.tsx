// The member tiers above the members list: each with its benefits, plans and members, New tier and Edit, both a
// dialog on react-admin's <Form> judged by the domain's tier schema (memberTierFormSchema: the route's own rule).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { visuallyHidden } from '@mui/utils';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SelectArrayInput, TextInput, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { memberTierFormSchema, type MemberTierInput } from '../../../domain/subscriptions/membership';
import { idempotencyKey } from '../../../domain/random-id';
import type { MemberTier } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { SectionCard } from '../../components/SectionCard';
import { zodResolver } from '../../components/zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { DialogButtons } from '../../components/DialogButtons';

const FIELDS = ['name', 'benefits', 'planIds'];
const resolver = zodResolver(memberTierFormSchema);

function TierDialog({ tier, onClose }: { tier: MemberTier | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [key] = useState(idempotencyKey);
  const plans = useQuery({ queryKey: ['plans', 'picker'], queryFn: () => dataProvider.plansForPicker() });
  const save = useMutation({
    mutationFn: (input: MemberTierInput) => dataProvider.saveMemberTier(tier?.id ?? null, input, key),
    onSuccess: () => {
      notify(tier ? 'app.membership.form.saved' : 'app.membership.form.created', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['member-tiers'] });
      refresh();
      onClose();
    },
  });
  const defaults = useMemo(() => ({ name: tier?.name ?? '', benefits: (tier?.benefits ?? []).join('\n'), planIds: tier?.plans.map((p) => p.id) ?? [] }), [tier]);
  const failure = save.error ? formFailure(save.error, FIELDS, translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync(values as MemberTierInput);
      return undefined;
    } catch (e) {
      return formFailure(e, FIELDS, '').fieldErrors;
    }
  };
  const t = (k: string, args?: Record<string, unknown>) => translate(`app.membership.form.${k}`, args);
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="tier-dialog-title">
      <DialogTitle id="tier-dialog-title">{tier ? translate('app.membership.form.editTitle', { name: tier.name }) : t('createTitle')}</DialogTitle>
      <Form resolver={resolver} record={{}} defaultValues={defaults} onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={1}>
            {failure?.message && <Alert severity="error">{failure.message}</Alert>}
            <TextInput source="name" label="app.membership.form.name" fullWidth autoFocus slotProps={{ htmlInput: { 'data-testid': 'tier-name' } }} />
            <TextInput source="benefits" label="app.membership.form.benefits" helperText="app.membership.form.benefitsHelp" multiline minRows={3} fullWidth slotProps={{ htmlInput: { 'data-testid': 'tier-benefits' } }} />
            <SelectArrayInput
              source="planIds"
              label="app.membership.form.plans"
              helperText="app.membership.form.plansHelp"
              choices={(plans.data ?? []).map((p) => ({ id: p.id, name: p.productName }))}
              isPending={plans.isPending}
              fullWidth
              data-testid="tier-plans"
            />
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={save.isPending} label={t('submit')} testId="tier-submit" />
      </Form>
    </Dialog>
  );
}

export function TiersCard({ tiers }: { tiers: MemberTier[] | undefined }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<MemberTier | 'new' | null>(null);
  const { canAccess: canCreate } = useCanAccess({ resource: 'member-tiers', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'member-tiers', action: 'edit' });
  const t = (k: string) => translate(`app.membership.tiers.${k}`);
  return (
    <SectionCard
      title={t('title')}
      subtitle={t('hint')}
      testId="tiers-card"
      action={canCreate ? <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={() => setEditing('new')} data-testid="tier-new" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>{t('create')}</Button> : undefined}
    >
      {tiers && tiers.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        // On a phone the table scrolls inside its card rather than widening the page (relative: the actions header's
        // visually hidden name is absolutely placed and would escape the scroll box).
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small" data-testid="tiers-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.membership.form.name')}</TableCell>
              <TableCell>{t('benefits')}</TableCell>
              <TableCell>{t('plans')}</TableCell>
              <TableCell align="right">{t('members')}</TableCell>
              {/* The actions column is named for screen readers (axe td-has-header: a cell needs a header). */}
              {canEdit && <TableCell><Box component="span" sx={visuallyHidden}>{t('edit')}</Box></TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {(tiers ?? []).map((tier) => (
              <TableRow key={tier.id} data-testid="tier-row">
                <TableCell sx={{ fontWeight: 600 }}>{tier.name}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{tier.benefits.join(' · ')}</TableCell>
                <TableCell>
                  {tier.plans.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">{t('noPlans')}</Typography>
                  ) : (
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {tier.plans.map((p) => <Chip key={p.id} size="small" variant="outlined" label={p.productName} />)}
                    </Stack>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{tier.members.toLocaleString()}</TableCell>
                {canEdit && (
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(tier)} data-testid="tier-edit">{t('edit')}</Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </Box>
      )}
      {editing && <TierDialog tier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}

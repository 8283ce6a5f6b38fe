// /beneficiaryEdit?id=: change a beneficiary. A change of where money goes (country, currency, method, bank or
// wallet details) asks for the password; the beneficiary then goes back to review and every owner is emailed.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { Form, useNavigate, useRecordContext, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { BANK_DETAIL_FIELDS } from '../../../domain/payouts/records';
import type { Beneficiary } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { RecordEdit } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { zodResolver } from '../../components/zodResolver';
import { useDestinationRules } from '../../hooks/useDestinationRules';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { BeneficiaryInputs } from './BeneficiaryInputs';
import { BENEFICIARY_FORM_FIELDS, beneficiaryFormDefaults, beneficiaryFormSchema } from './beneficiaryForm';

export default function BeneficiaryEdit() {
  return (
    <RecordEdit>
      <EditView />
    </RecordEdit>
  );
}

const clean = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/[\s-]/g, '').toUpperCase() : '');

/** Whether the form's values change where money goes, compared with the saved beneficiary. */
function useBankDetailsChanged(record: Beneficiary): boolean {
  const values = useWatch() as Record<string, unknown>;
  return BANK_DETAIL_FIELDS.some((f) => clean(values[f]) !== clean(record[f]));
}

function PasswordInput({ record, password, setPassword, error }: { record: Beneficiary; password: string; setPassword: (p: string) => void; error: string | null }) {
  const translate = useTranslate();
  const changed = useBankDetailsChanged(record);
  if (!changed) return null;
  return (
    <Alert severity="warning" icon={false} data-testid="beneficiary-password">
      <Stack spacing={1.5}>
        <Box>{translate('app.beneficiaries.form.passwordHint')}</Box>
        <TextField
          type="password"
          label={translate('app.beneficiaries.form.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          autoComplete="current-password"
          size="small"
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </Alert>
  );
}

function EditView() {
  const record = useRecordContext<Beneficiary>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const test = useTestMode();
  const dataProvider = useAppDataProvider();
  const { rules } = useDestinationRules();
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { schema, body } = useMemo(() => beneficiaryFormSchema(rules), [rules]);
  const resolver = useMemo(() => {
    const inner = zodResolver(schema);
    return (values: FieldValues, ctx: unknown, options: Parameters<typeof inner>[2]) => inner(body(values), ctx, options);
  }, [schema, body]);
  const defaults = useMemo(() => beneficiaryFormDefaults(record), [record]);
  if (!record) return null;

  const submit = async (data: FieldValues) => {
    setFailure(null);
    setPasswordError(null);
    setBusy(true);
    try {
      await dataProvider.updateBeneficiary(String(record.id), { ...data, ...(password ? { password } : {}) });
      navigate(pathOf('beneficiaries', 'show', record.id));
      return undefined;
    } catch (e) {
      const result = formFailure(e, [...BENEFICIARY_FORM_FIELDS, 'password'], translate('app.errors.requestFailed'));
      const { password: pw, ...fields } = result.fieldErrors ?? {};
      if (pw) setPasswordError(pw);
      setFailure(result.message);
      return Object.keys(fields).length ? fields : undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={translate('routes.beneficiaryEdit')} subtitle={record.name} />
      <Box sx={{ maxWidth: 760 }} data-testid="beneficiary-edit">
        <Form resolver={resolver} defaultValues={defaults} onSubmit={submit} noValidate record={defaults}>
          <Stack spacing={3}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            <BeneficiaryInputs rules={rules} test={test} />
            <PasswordInput record={record} password={password} setPassword={setPassword} error={passwordError} />
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={busy} data-testid="beneficiary-save">
                {translate('app.beneficiaries.form.save')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </Box>
    </>
  );
}

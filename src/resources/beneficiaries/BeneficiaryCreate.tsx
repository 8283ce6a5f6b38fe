// /newBeneficiary: add a beneficiary, judged as the server judges it (the bank rules and the system parameters the
// app keeps); created through useCreate (pessimistic) with the attempt's Idempotency-Key; server field errors land
// under their inputs. The new beneficiary's page shows its review.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, useCreate, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { idempotencyKey } from '../../../domain/random-id';
import type { Beneficiary } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { zodResolver } from '../../components/zodResolver';
import { useDestinationRules } from '../../hooks/useDestinationRules';
import { useTestMode } from '../../hooks/useTestMode';
import { BeneficiaryInputs } from './BeneficiaryInputs';
import { BENEFICIARY_FORM_FIELDS, beneficiaryFormDefaults, beneficiaryFormSchema } from './beneficiaryForm';

export default function BeneficiaryCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const test = useTestMode();
  const { rules, ready } = useDestinationRules();
  const [create, { isPending }] = useCreate<Beneficiary>();
  const [failure, setFailure] = useState<string | null>(null);
  const { schema, body } = useMemo(() => beneficiaryFormSchema(rules), [rules]);
  const resolver = useMemo(() => {
    const inner = zodResolver(schema);
    return (values: FieldValues, ctx: unknown, options: Parameters<typeof inner>[2]) => inner(body(values), ctx, options);
  }, [schema, body]);
  const defaults = useMemo(() => beneficiaryFormDefaults(), []);
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);

  const submit = async (data: FieldValues) => {
    setFailure(null);
    const text = JSON.stringify(data);
    const key = attempt?.body === text ? attempt.key : idempotencyKey();
    setAttempt({ body: text, key });
    try {
      const created = await create('beneficiaries', { data, meta: { idempotencyKey: key } }, { mutationMode: 'pessimistic', returnPromise: true });
      if (created) navigate(pathOf('beneficiaries', 'show', created.id));
      return undefined;
    } catch (e) {
      const result = formFailure(e, BENEFICIARY_FORM_FIELDS, translate('app.errors.requestFailed'));
      setFailure(result.message);
      return result.fieldErrors;
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.newBeneficiary')} subtitle={translate('app.beneficiaries.listSubtitle')} />
      <Box sx={{ maxWidth: 760 }} data-testid="beneficiary-create">
        {!ready ? (
          <Alert severity="info">{translate('app.beneficiaries.form.loading')}</Alert>
        ) : (
          <Form resolver={resolver} defaultValues={defaults} onSubmit={submit} noValidate>
            <Stack spacing={3}>
              {failure && <Alert severity="error" role="alert">{failure}</Alert>}
              <BeneficiaryInputs rules={rules} test={test} />
              <Stack direction="row">
                <Button type="submit" variant="contained" disabled={isPending} data-testid="beneficiary-submit">
                  {translate('app.beneficiaries.form.submit')}
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Box>
    </RecordCreate>
  );
}

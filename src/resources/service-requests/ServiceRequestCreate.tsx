// /serviceRequestCreate?kind=website|seo: the brief (what the merchant wants, the pages or keywords, the website for
// SEO, the budget, a contact), judged by the domain schema the API uses; sent, its request's page opens.
import { useState } from 'react';
import { Alert, Card, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, useCreate, useNavigate, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { FieldValues, Resolver } from 'react-hook-form';
import { serviceRequestInputSchema, splitServiceItems } from '../../../domain/service-requests/records';
import { SERVICE_BUDGETS } from '../../../domain/service-requests/status';
import type { ServiceRequest } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { SubmitButton } from '../../components/SubmitButton';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { issuesToErrors } from '../../components/zodResolver';
import { ApiError } from '../../providers/httpCore';
import { kindOfAddress } from './serviceKind';

/** The typed pages or keywords become the list the schema judges; its errors land on the field typed in. */
const onItemsText = (field: string) => (field === 'items' || field.startsWith('items.') ? 'itemsText' : field);

const resolver: Resolver<FieldValues> = async (values) => {
  const { itemsText, ...rest } = values as Record<string, string>;
  const result = serviceRequestInputSchema.safeParse({ ...rest, items: splitServiceItems(itemsText ?? '') });
  if (result.success) return { values: result.data as FieldValues, errors: {} };
  return { values: {}, errors: issuesToErrors(result.error.issues.map((i) => ({ ...i, path: [onItemsText(i.path.map(String).join('.'))] }))) };
};

export default function ServiceRequestCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const { pathname, search } = useLocation();
  const kind = kindOfAddress(pathname, search);
  const [create] = useCreate<ServiceRequest>();
  const [failure, setFailure] = useState<string | null>(null);
  const t = (key: string) => translate(`app.services.form.${key}`);

  const submit = async (body: FieldValues) => {
    setFailure(null);
    try {
      const made = await create('service-requests', { data: body }, { mutationMode: 'pessimistic', returnPromise: true });
      // The request's address names its kind, as the list's links do (its way back is its service's list).
      if (made) navigate(`${pathOf('service-requests', 'show', made.id)}&kind=${kind}`, { replace: true });
      return undefined;
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : translate('app.errors.requestFailed'));
      if (!(e instanceof ApiError)) return undefined;
      return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [onItemsText(k), v]));
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate(`app.services.form.title.${kind}`)} subtitle={translate(`app.services.intro.${kind}`)} />
      <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Form key={kind} resolver={resolver} defaultValues={{ kind, goal: '', itemsText: '', websiteUrl: '', budget: '', contactName: '', contactEmail: '', contactPhone: '' }} onSubmit={submit} noValidate>
          <Stack spacing={1}>
            {failure && <Alert severity="error" role="alert" data-testid="service-create-error">{failure}</Alert>}
            <TextInput source="goal" label={t(`goal.${kind}`)} helperText={t('goalHint')} multiline minRows={3} fullWidth />
            <TextInput source="itemsText" label={t(`items.${kind}`)} helperText={t('itemsHint')} multiline minRows={2} fullWidth />
            <TextInput source="websiteUrl" type="url" label={t(kind === 'seo' ? 'websiteUrl' : 'websiteUrlOptional')} autoComplete="url" fullWidth />
            <SelectInput source="budget" label={t('budget')} choices={SERVICE_BUDGETS.map((b) => ({ id: b, name: translate(`app.services.budgets.${b}`) }))} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <TextInput source="contactName" label={t('contactName')} autoComplete="name" fullWidth />
              <TextInput source="contactEmail" type="email" label={t('contactEmail')} autoComplete="email" fullWidth />
            </Stack>
            <TextInput source="contactPhone" type="tel" label={t('contactPhone')} autoComplete="tel" />
            <Stack direction="row" sx={{ pt: 1 }}>
              <SubmitButton label="app.services.form.submit" fullWidth={false} />
            </Stack>
          </Stack>
        </Form>
      </Card>
    </RecordCreate>
  );
}

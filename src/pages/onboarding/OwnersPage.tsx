// /business-owners: everyone else holding 25% or more (step 4); the list may be empty.
import { useMemo } from 'react';
import { Alert, Button } from '@mui/material';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { ArrayInput, SimpleFormIterator, useSimpleFormIterator, useTranslate } from 'react-admin';
import { OWNER_THRESHOLD_PERCENT, makeBusinessOwnersSchema } from '../../../domain/onboarding';
import { EMPTY_PERSON, PersonInputs } from './PersonInputs';
import { StepForm } from './StepForm';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';

const EMPTY = { owners: [] };

/** A labelled button rather than react-admin's bare "+" icon. */
function AddOwnerButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button variant="outlined" startIcon={<PersonAddOutlined />} onClick={() => add()}>
      {translate('app.onboarding.owners.add')}
    </Button>
  );
}

function OwnersForm({ app }: { app: Application }) {
  const translate = useTranslate();
  const representative = app.data.representative as { ownershipPercent?: unknown } | null | undefined;
  const representativePercent = typeof representative?.ownershipPercent === 'number' ? representative.ownershipPercent : 0;
  const schema = useMemo(() => makeBusinessOwnersSchema({ representativePercent }), [representativePercent]);
  return (
    <StepForm step="owners" app={app} schema={schema} empty={EMPTY}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.onboarding.owners.rule', { threshold: OWNER_THRESHOLD_PERCENT, percent: representativePercent })}
      </Alert>
      <ArrayInput source="owners" label={false}>
        <SimpleFormIterator
          resource="onboarding"
          disableReordering
          disableClear
          addButton={<AddOwnerButton />}
          getItemDefaults={(item?: unknown) => item ?? structuredClone(EMPTY_PERSON)}
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 2, mb: 2 },
            // react-admin shows "remove" only on hover and hides the label on small screens: keep both reachable.
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
            '& .RaSimpleFormIterator-index': { display: 'block', fontWeight: 600, pt: 1, pr: 2 },
          }}
          inline={false}
          getItemLabel={(index) => translate('app.onboarding.owners.owner', { n: index + 1 })}
          fullWidth
        >
          <PersonInputs percentHelp="app.onboarding.owners.percentHelp" />
        </SimpleFormIterator>
      </ArrayInput>
    </StepForm>
  );
}

export default function OwnersPage() {
  return (
    <StepPage title="app.onboarding.sections.owners" subtitle="app.onboarding.intro.owners" section="owners">
      {(app) => <OwnersForm app={app} />}
    </StepPage>
  );
}

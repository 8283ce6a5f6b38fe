// /business-representative: the person acting for the business (step 3); may hold 0% of it. A sole trader's is
// /personal-details: the same step (one person, who owns the business), under its own title and without the
// shareholding (all of it, by definition: the rule saves 100); each address sends the other business types to theirs.
import { useMemo } from 'react';
import { PERSONAL_DETAILS_PATH, SECTION_PATHS, singleOwner } from '../../components/onboarding/sections';
import { makeRepresentativeSchema } from '../../../domain/onboarding';
import { EMPTY_PERSON, PersonInputs } from './PersonInputs';
import { StepForm } from './StepForm';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';

function RepresentativeForm({ app, personal }: { app: Application; personal: boolean }) {
  const schema = useMemo(() => makeRepresentativeSchema({ soleOwner: personal }), [personal]);
  return (
    <StepForm step="representative" app={app} schema={schema} empty={EMPTY_PERSON}>
      <PersonInputs percentHelp={personal ? null : 'app.onboarding.person.representativePercentHelp'} />
    </StepForm>
  );
}

function PersonPage({ personal }: { personal: boolean }) {
  const key = personal ? 'personalDetails' : 'representative';
  return (
    <StepPage
      title={`app.onboarding.sections.${key}`}
      subtitle={`app.onboarding.intro.${key}`}
      section="representative"
      redirect={(app) => (singleOwner(app) !== personal ? (personal ? SECTION_PATHS.representative : PERSONAL_DETAILS_PATH) : null)}
    >
      {(app) => <RepresentativeForm app={app} personal={personal} />}
    </StepPage>
  );
}

/** /personal-details: a sole trader's own details. */
export function PersonalDetailsPage() {
  return <PersonPage personal />;
}

export default function RepresentativePage() {
  return <PersonPage personal={false} />;
}

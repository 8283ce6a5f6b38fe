// The spec's detail sub-routes of the wizard whose fields live in the steps (one form and one save per step): each
// opens the step that holds them rather than a second form for the same data. /personal-details (a sole trader's
// representative step, RepresentativePage) and /public-details (PublicDetailsPage: the business profile) are pages.
import { Navigate } from 'react-admin';
import { SECTION_PATHS } from '../../components/onboarding/sections';

/** /business-registered-address: part of business details. */
export function RegisteredAddressRedirect() {
  return <Navigate to={SECTION_PATHS.businessDetails} replace />;
}

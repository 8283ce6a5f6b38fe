// The spec's detail sub-routes of the wizard whose fields live in the steps (one form and one save per step): each
// opens the step that holds them rather than a second form for the same data. /public-details is a page of its own
// (PublicDetailsPage: the business profile).
import { Navigate } from 'react-admin';
import { SECTION_PATHS } from '../../components/onboarding/sections';

/** /personal-details: the representative's personal details. */
export function PersonalDetailsRedirect() {
  return <Navigate to={SECTION_PATHS.representative} replace />;
}

/** /business-registered-address: part of business details. */
export function RegisteredAddressRedirect() {
  return <Navigate to={SECTION_PATHS.businessDetails} replace />;
}

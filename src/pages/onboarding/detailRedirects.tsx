// The spec's detail sub-routes of the wizard. Their fields live in the steps (one form and one save per step),
// so each opens the step that holds them rather than a second form for the same data.
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

/** /public-details: website, marketplace link and product description, part of business details. */
export function PublicDetailsRedirect() {
  return <Navigate to={SECTION_PATHS.businessDetails} replace />;
}

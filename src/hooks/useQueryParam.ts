// One query-string parameter of the current URL (e.g. ?token= of an email link).
import { useLocation } from 'react-admin';

export function useQueryParam(name: string): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get(name);
}

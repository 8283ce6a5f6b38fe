// A text filter input's local value, written to the list filter after a pause in typing.
import { useEffect, useState } from 'react';
import { useListFilterContext } from 'react-admin';
import { cleanFilter } from './listParams';

export function useDebouncedFilter(source: string, delay = 400): [string, (value: string) => void] {
  const { filterValues, setFilters } = useListFilterContext();
  const current = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  const [value, setValue] = useState(current);
  const [seen, setSeen] = useState(current);
  const [sent, setSent] = useState<string | null>(null);

  // A filter changed elsewhere (a tab, "clear filters", the URL) shows in the input; our own write does not
  // reset it, so characters typed while it travels are kept.
  if (seen !== current) {
    setSeen(current);
    if (current !== sent) setValue(current);
  }

  useEffect(() => {
    if (value.trim() === current) return;
    const timer = setTimeout(() => {
      setSent(value.trim());
      setFilters(cleanFilter({ ...filterValues, [source]: value }), undefined);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, current, source, delay, filterValues, setFilters]);

  return [value, setValue];
}

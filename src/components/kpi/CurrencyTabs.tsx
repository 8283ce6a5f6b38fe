// Picks one currency of the stats: amounts are never added across currencies.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export function CurrencyTabs({ currencies, value, onChange, label }: { currencies: string[]; value: string; onChange: (c: string) => void; label: string }) {
  if (currencies.length === 0) return null;
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, c: string | null) => c && onChange(c)} aria-label={label} data-testid="stats-currency">
      {currencies.map((c) => (
        <ToggleButton key={c} value={c} sx={{ px: 1.5, py: 0.25, fontWeight: 600 }}>
          {c}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}


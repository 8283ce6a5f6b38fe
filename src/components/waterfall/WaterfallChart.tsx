// A waterfall chart (recharts, loaded on demand so the page shows before the chart library arrives): a settlement
// batch's, a payout's. A click on a bar selects its line (the page decides what that opens).
import { useTheme } from '@mui/material';
import { Bar, BarChart, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../domain/currency';
import type { WaterfallStep } from './waterfall';

interface Props<K extends string> {
  steps: (WaterfallStep<K> & { label: string })[];
  currency: string;
  selected: string | null;
  onSelect?(key: WaterfallStep<K>['key']): void;
}

export default function WaterfallChart<K extends string>({ steps, currency, selected, onSelect }: Props<K>) {
  const theme = useTheme();
  const color = (s: WaterfallStep<K>) =>
    s.key === 'net' ? theme.palette.primary.main : s.amount < 0 ? theme.palette.error.main : theme.palette.success.main;
  const short = (minor: number) => formatMoney(minor, currency).split(' ')[0];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={steps} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} interval={0} axisLine={false} tickLine={false} />
        <YAxis tickFormatter={short} width={80} tick={{ fill: theme.palette.text.secondary, fontSize: 11 }} axisLine={false} tickLine={false} />
        <ReferenceLine y={0} stroke={theme.palette.divider} />
        <Tooltip
          cursor={{ fill: theme.palette.action.hover }}
          formatter={(_value, _name, item) => formatMoney((item.payload as WaterfallStep<K>).amount, currency)}
          contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
        />
        <Bar
          dataKey="range"
          isAnimationActive={false}
          minPointSize={2}
          cursor={onSelect ? 'pointer' : undefined}
          onClick={onSelect ? (data) => onSelect((data.payload as WaterfallStep<K>).key) : undefined}
        >
          {steps.map((s) => (
            <Cell key={s.key} fill={color(s)} fillOpacity={selected === null || selected === s.key ? 1 : 0.35} data-line={s.key} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

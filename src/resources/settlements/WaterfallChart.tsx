// The waterfall of a batch (recharts, loaded on demand so the page shows before the chart library arrives): a click
// on a bar opens the entries of its line.
import { useTheme } from '@mui/material';
import { Bar, BarChart, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../domain/currency';
import type { WaterfallStep } from './waterfall';

interface Props {
  steps: (WaterfallStep & { label: string })[];
  currency: string;
  selected: string | null;
  onSelect(key: WaterfallStep['key']): void;
}

export default function WaterfallChart({ steps, currency, selected, onSelect }: Props) {
  const theme = useTheme();
  const color = (s: WaterfallStep) =>
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
          formatter={(_value, _name, item) => formatMoney((item.payload as WaterfallStep).amount, currency)}
          contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
        />
        <Bar
          dataKey="range"
          isAnimationActive={false}
          minPointSize={2}
          cursor="pointer"
          onClick={(data) => onSelect((data.payload as WaterfallStep).key)}
        >
          {steps.map((s) => (
            <Cell key={s.key} fill={color(s)} fillOpacity={selected === null || selected === s.key ? 1 : 0.35} data-line={s.key} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

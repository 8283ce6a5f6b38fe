// The funnel's bars (recharts, loaded on demand so the link's page shows before the chart library arrives).
import { useTheme } from '@mui/material';
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { FunnelRow } from './funnel';

export default function FunnelChart({ rows }: { rows: (FunnelRow & { label: string })[] }) {
  const theme = useTheme();
  const colors = [theme.palette.primary.light, theme.palette.primary.main, theme.palette.success.main];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 0 }}>
        <XAxis type="number" hide allowDecimals={false} domain={[0, (max: number) => Math.max(max, 1)]} />
        <YAxis type="category" dataKey="label" width={96} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} axisLine={false} tickLine={false} />
        <Bar dataKey="count" isAnimationActive={false} radius={[0, 4, 4, 0]} barSize={22}>
          {rows.map((r, i) => (
            <Cell key={r.step} fill={colors[i]} />
          ))}
          <LabelList dataKey="count" position="right" fill={theme.palette.text.primary} fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

// The balance of one currency day by day (recharts, loaded on demand so the figures show before the library).
import { useTheme } from '@mui/material';
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMajorAmount, fromMinorUnits } from '../../../domain/currency';

export default function BalanceChart({ points, currency }: { points: { date: string; balance: number }[]; currency: string }) {
  const theme = useTheme();
  const rows = points.map((p) => ({ date: p.date, balance: Number(fromMinorUnits(p.balance, currency)) }));
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 };
  const money = (v: unknown) => (typeof v === 'number' ? formatMajorAmount(v, currency) : String(v ?? ''));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={theme.palette.divider} vertical={false} />
        <XAxis dataKey="date" tick={axis} tickFormatter={(d: string) => d.slice(5)} minTickGap={24} />
        <YAxis tick={axis} width={80} tickFormatter={(v: number) => money(v).split(' ')[0]} />
        <Tooltip formatter={(v) => money(v)} contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary }} />
        <ReferenceLine y={0} stroke={theme.palette.text.disabled} />
        <Area type="stepAfter" dataKey="balance" stroke={theme.palette.primary.main} fill={theme.palette.primary.main} fillOpacity={0.12} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}

// The data view's charts (recharts, loaded on demand): a line chart of the successful amount and a bar chart of
// the successful payments, each with the comparison series. Clicking a point or bar opens that bucket's payments.
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MouseHandlerDataParam } from 'recharts';
import { formatMajorAmount } from '../../../domain/currency';
import { formatNumber } from '../../../domain/format';
import type { ChartRow } from './chartData';

interface SeriesChartsProps {
  rows: ChartRow[];
  /** The currency of the amounts: axis ticks and tooltips name it. */
  currency: string;
  hasComparison: boolean;
  onBucket: (index: number) => void;
}

const HEIGHT = 260;

export default function SeriesCharts({ rows, currency, hasComparison, onBucket }: SeriesChartsProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const current = theme.palette.primary.main;
  const previous = theme.palette.text.disabled;
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 };
  const tooltip = { contentStyle: { background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary } };
  const click = (state: MouseHandlerDataParam) => {
    const index = Number(state.activeTooltipIndex ?? state.activeIndex);
    if (Number.isInteger(index) && rows[index]?.count !== null) onBucket(index);
  };
  const money = (v: unknown) => (typeof v === 'number' ? formatMajorAmount(v, currency) : String(v ?? ''));
  const count = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : String(v ?? ''));
  const names = { current: translate('app.dataview.current'), previous: translate('app.dataview.previous') };

  return (
    <Stack spacing={3}>
      <Box data-testid="chart-amount">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('app.dataview.amountChart')}</Typography>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={rows} onClick={click} style={{ cursor: 'pointer' }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="label" tick={axis} stroke={theme.palette.divider} minTickGap={16} />
            <YAxis tick={axis} stroke={theme.palette.divider} width={96} tickFormatter={(v: number) => formatMajorAmount(v, currency, { decimals: 0 })} />
            <Tooltip {...tooltip} formatter={(v) => money(v)} />
            <Legend />
            <Line type="monotone" dataKey="amount" name={names.current} stroke={current} strokeWidth={2} dot={rows.length <= 40} isAnimationActive={false} />
            {hasComparison && (
              <Line type="monotone" dataKey="previousAmount" name={names.previous} stroke={previous} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
            )}
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Box data-testid="chart-count">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('app.dataview.countChart')}</Typography>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={rows} onClick={click} style={{ cursor: 'pointer' }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="label" tick={axis} stroke={theme.palette.divider} minTickGap={16} />
            <YAxis tick={axis} stroke={theme.palette.divider} width={72} allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} />
            <Tooltip {...tooltip} formatter={(v) => count(v)} cursor={{ fill: theme.palette.action.hover }} />
            <Legend />
            <Bar dataKey="count" name={names.current} fill={current} isAnimationActive={false} />
            {hasComparison && <Bar dataKey="previousCount" name={names.previous} fill={previous} isAnimationActive={false} />}
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Stack>
  );
}

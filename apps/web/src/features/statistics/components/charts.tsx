import Box from '@mui/material/Box';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, type FigureRow } from '../figures';

/*
 * The statistics' charts (Recharts, loaded with this page only). Each chart is one focusable
 * surface named by its section's heading and described by its text: arrow keys move between
 * its categories and the tooltip reads the figures out. The table beside it holds every figure.
 */

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

export interface FigureChartProps {
  type: 'bar' | 'line';
  data: readonly FigureRow[];
  categoryKey: string;
  series: readonly ChartSeries[];
  /** Ids of the heading and description that name the chart. */
  labelledBy: string;
  describedBy: string;
  /** Bars across the chart, categories down its side (long names, many categories). */
  horizontal?: boolean;
  stacked?: boolean;
  categoryName?: (value: string) => string;
  valueName?: (value: number) => string;
}

const FOCUS_RING = '#0b4f05';
const AXIS_TEXT = '#4a4a4a';

/**
 * The value axis: its ticks read as the figures do. Recharts calls a tick formatter with the
 * tick's value and its position: only the value is passed on (formatAmount's second argument is
 * a currency, which the position would otherwise become: "1 2,500.00").
 */
export function valueAxisOf(valueName: (value: number) => string, tick: object = {}) {
  return {
    type: 'number' as const,
    tick,
    tickFormatter: (value: number) => valueName(value),
    allowDecimals: false,
  };
}

export function FigureChart({
  type,
  data,
  categoryKey,
  series,
  labelledBy,
  describedBy,
  horizontal = false,
  stacked = false,
  categoryName = (value) => value,
  valueName = formatCount,
}: FigureChartProps) {
  const height = horizontal
    ? Math.max(180, data.length * (stacked ? 30 : 22 * series.length) + 70)
    : 300;
  const rows = data as FigureRow[];
  const tick = { fill: AXIS_TEXT, fontSize: 12 };
  const valueAxis = valueAxisOf(valueName, tick);
  const categoryAxis = {
    type: 'category' as const,
    dataKey: categoryKey,
    tick,
    tickFormatter: (value: unknown) => categoryName(String(value)),
  };
  const aria = { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy };
  const tooltip = (
    <Tooltip
      formatter={(value) => (typeof value === 'number' ? valueName(value) : String(value))}
      labelFormatter={(label) => categoryName(String(label))}
      isAnimationActive={false}
    />
  );

  return (
    <Box
      sx={{
        minWidth: 0,
        '& .recharts-surface:focus': { outline: 'none' },
        '& .recharts-surface:focus-visible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: '2px',
        },
      }}
    >
      {type === 'line' ? (
        <LineChart
          responsive
          data={rows}
          style={{ width: '100%', height }}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          {...aria}
        >
          <CartesianGrid stroke="#e0e0e0" vertical={false} />
          <XAxis {...categoryAxis} minTickGap={16} />
          <YAxis {...valueAxis} width={56} />
          {tooltip}
          <Legend itemSorter={null} />
          {series.map((line) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={line.label}
              stroke={line.colour}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart
          responsive
          data={rows}
          layout={horizontal ? 'vertical' : 'horizontal'}
          style={{ width: '100%', height }}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          {...aria}
        >
          <CartesianGrid stroke="#e0e0e0" horizontal={!horizontal} vertical={horizontal} />
          {horizontal ? (
            <>
              <XAxis {...valueAxis} />
              <YAxis {...categoryAxis} width={170} />
            </>
          ) : (
            <>
              <XAxis {...categoryAxis} />
              <YAxis {...valueAxis} width={56} />
            </>
          )}
          {tooltip}
          {series.length > 1 ? <Legend itemSorter={null} /> : null}
          {series.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.label}
              fill={bar.colour}
              stackId={stacked ? 'stack' : undefined}
              maxBarSize={48}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </Box>
  );
}

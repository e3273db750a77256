import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCount, formatPercent } from '../figures';
import { MAP_CREDIT, MAP_VIEW_BOX, STATE_SHAPES } from '../state-map';

/*
 * Nigeria's states, coloured by a figure (the country's view) or with one state picked out (a
 * state's view and below). The map is one image to assistive technology, named and described by
 * its section: its states are not 37 more tab stops, as the table beside it gives every figure.
 */

export type MapMeasure = 'registered' | 'completeness' | 'birthsWithin30Days';

const GREENS = ['#d7eed0', '#a6d995', '#6dbb59', '#3a952a', '#0e7706'] as const;
const NONE = '#e4e9e2';
const UNKNOWN = '#c9c9c9';
const BORDER = '#ffffff';

interface Band {
  colour: string;
  label: string;
  holds: (value: number | null) => boolean;
}

/** Five equal steps up to the highest figure; none, and unknown, apart. */
function bandsOf(measure: MapMeasure, values: readonly (number | null)[]): Band[] {
  if (measure !== 'registered') {
    const cuts = [0, 0.2, 0.4, 0.6, 0.8];
    return [
      ...cuts.map((low, index) => {
        const high = cuts[index + 1];
        return {
          colour: GREENS[index]!,
          label:
            high === undefined
              ? `${formatPercent(low)} or more`
              : `${formatPercent(low)} to under ${formatPercent(high)}`,
          holds: (value: number | null) =>
            value !== null && value >= low && (high === undefined || value < high),
        };
      }),
      {
        colour: UNKNOWN,
        label: measure === 'completeness' ? 'No population estimate' : 'No births registered',
        holds: (value) => value === null,
      },
    ];
  }
  const highest = Math.max(0, ...values.map((value) => value ?? 0));
  const step = Math.max(1, Math.ceil(highest / GREENS.length));
  return [
    { colour: NONE, label: 'None', holds: (value) => !value },
    ...GREENS.map((colour, index) => {
      const low = index * step + 1;
      const high = (index + 1) * step;
      return {
        colour,
        label: low === high ? formatCount(low) : `${formatCount(low)} to ${formatCount(high)}`,
        holds: (value: number | null) =>
          value !== null && value >= low && (value <= high || index === GREENS.length - 1),
      };
    }).filter((_, index) => index * step + 1 <= Math.max(1, highest)),
  ];
}

export interface NigeriaMapProps {
  labelledBy?: string;
  describedBy?: string;
  /** An accessible name of its own when no heading names it. */
  label?: string;
  /** The figure of each state (by State_ID), or one state to pick out. */
  figures?: { measure: MapMeasure; byState: ReadonlyMap<number, number | null> };
  highlight?: { stateId: number; name: string };
}

export function NigeriaMap({
  labelledBy,
  describedBy,
  label,
  figures,
  highlight,
}: NigeriaMapProps) {
  const bands = figures ? bandsOf(figures.measure, [...figures.byState.values()]) : [];
  const fillOf = (stateId: number): string => {
    if (highlight) return stateId === highlight.stateId ? GREENS[4] : NONE;
    const value = figures?.byState.get(stateId) ?? null;
    return bands.find((band) => band.holds(value))?.colour ?? NONE;
  };
  const titleOf = (stateId: number, name: string): string => {
    if (!figures) return name;
    const value = figures.byState.get(stateId) ?? null;
    if (figures.measure === 'completeness') {
      return `${name}: ${value === null ? 'no population estimate' : formatPercent(value)}`;
    }
    if (figures.measure === 'birthsWithin30Days') {
      return `${name}: ${value === null ? 'no births registered' : `${formatPercent(value)} of births within 30 days`}`;
    }
    return `${name}: ${formatCount(value ?? 0)} registered`;
  };
  const legend = highlight
    ? [{ colour: GREENS[4], label: highlight.name }]
    : bands.map(({ colour, label: text }) => ({ colour, label: text }));

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox={MAP_VIEW_BOX}
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={labelledBy ? undefined : label}
        sx={{ width: '100%', maxWidth: highlight ? 320 : 560, height: 'auto', display: 'block' }}
      >
        {STATE_SHAPES.map((shape) => (
          <path
            key={shape.stateId}
            d={shape.path}
            fill={fillOf(shape.stateId)}
            stroke={highlight?.stateId === shape.stateId ? '#0b4f05' : BORDER}
            strokeWidth={highlight?.stateId === shape.stateId ? 2 : 1}
          >
            <title>{titleOf(shape.stateId, shape.name)}</title>
          </path>
        ))}
      </Box>
      <Box
        component="ul"
        aria-label="Map key"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {legend.map((item) => (
          <Box
            component="li"
            key={item.label}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem' }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                width: '14px',
                height: '14px',
                bgcolor: item.colour,
                border: '1px solid #8a8a8a',
                borderRadius: '2px',
              }}
            />
            {item.label}
          </Box>
        ))}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        <Link href={MAP_CREDIT.source} target="_blank" rel="noreferrer" color="inherit">
          {MAP_CREDIT.text}
        </Link>
        {', '}
        <Link href={MAP_CREDIT.licenceUrl} target="_blank" rel="noreferrer" color="inherit">
          {MAP_CREDIT.licence}
        </Link>
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { stateName, type Dashboard } from '@vitalreg/domain';
import { useState } from 'react';
import { AREA_LEVEL_NAMES, areasTable } from '../figures';
import { FigureChart } from './charts';
import { FigureSection } from './figure-section';
import { NigeriaMap, type MapMeasure } from './nigeria-map';

const BRAND = '#0e7706';

const MEASURE_WORDS: Record<MapMeasure, string> = {
  registered: 'its registered records',
  completeness: 'the completeness of its birth registration',
  birthsWithin30Days: 'the share of its births registered within 30 days',
};

/**
 * The view's next level down (states, LGAs or centres): registered records, births, births
 * expected and completeness of each. The country's view draws its states on the map, coloured
 * by the figure chosen; a state's view and below picks its state out on a small map.
 */
export function AreaSection({
  dashboard,
  fileName,
}: {
  dashboard: Dashboard;
  fileName: (csvName: string) => string;
}) {
  const [measure, setMeasure] = useState<MapMeasure>('registered');
  const table = areasTable(dashboard);
  const level = dashboard.areas.level;
  if (!table || !level) return null;
  const many = AREA_LEVEL_NAMES[level].many;
  const onMap = level === 'state';
  const stateId = dashboard.view.stateId;
  const byState = new Map(
    table.rows.map((row) => [row.id as number, (row[measure] ?? null) as number | null]),
  );
  const description = onMap
    ? `Registered records, births and deaths (and how many were registered in time), and births expected in each state. The map colours each state by ${MEASURE_WORDS[measure]}, darker for more.`
    : `Registered records, births and deaths (and how many were registered in time) in each of the ${many} of ${dashboard.view.name}.`;

  return (
    <FigureSection
      title={`Registrations by ${level === 'lga' ? 'LGA' : AREA_LEVEL_NAMES[level].one.toLowerCase()}`}
      description={description}
      tables={[{ table, csvName: `by-${level}`, empty: `No ${many} in this area.` }]}
      fileName={fileName}
      chart={(ids) =>
        onMap ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={measure}
              onChange={(_event, next: MapMeasure | null) => next && setMeasure(next)}
              aria-label="Colour the map by"
              sx={{ '@media print': { display: 'none' } }}
            >
              <ToggleButton value="registered">Registrations</ToggleButton>
              <ToggleButton value="completeness">Completeness</ToggleButton>
              <ToggleButton value="birthsWithin30Days">Within 30 days</ToggleButton>
            </ToggleButtonGroup>
            <NigeriaMap {...ids} figures={{ measure, byState }} />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {table.rows.length > 0 ? (
              <FigureChart
                {...ids}
                type="bar"
                horizontal
                data={table.rows}
                categoryKey="name"
                series={[{ key: 'registered', label: 'Registered', colour: BRAND }]}
              />
            ) : null}
            {stateId !== null ? (
              <NigeriaMap
                label={`Map of Nigeria with ${stateName(stateId) ?? 'the state'} picked out`}
                highlight={{ stateId, name: stateName(stateId) ?? 'This state' }}
              />
            ) : null}
          </Box>
        )
      }
    />
  );
}

/** Nigeria's six geo-political zones; `Geo_Zone_ID` of a state refers to these values. */
export const GEO_ZONES = [
  { value: 1, name: 'North Central' },
  { value: 2, name: 'North East' },
  { value: 3, name: 'North West' },
  { value: 4, name: 'South East' },
  { value: 5, name: 'South South' },
  { value: 6, name: 'South West' },
] as const;

export type GeoZoneId = (typeof GEO_ZONES)[number]['value'];

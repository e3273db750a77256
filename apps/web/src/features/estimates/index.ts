/** The population estimates the agency imports (docs/population-estimates.md). */
export { PopulationEstimatesPage } from './components/estimates-page';

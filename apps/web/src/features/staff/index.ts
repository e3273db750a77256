export { AdhocStaffPage } from './components/adhoc-staff-page';
export { NewAdhocStaffPage } from './components/new-adhoc-staff-page';

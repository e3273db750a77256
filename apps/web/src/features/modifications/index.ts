/**
 * Modifications: corrections of registered records (docs/modifications.md). The router loads
 * the pages lazily by their own paths (`import('@/features/modifications/components/…')`), so
 * that they stay chunks of their own, and the review page takes `modificationReviewView` the
 * same way. Export here what another folder comes to need.
 */
export {
  findModificationKind,
  modificationKinds,
  type ModificationKind,
} from './modification-kinds';
export { RecordCorrections } from './components/record-corrections';
export { RequestCorrectionLink } from './components/request-correction-link';

/** Shown while a page's code loads (plain elements: MUI may not be loaded yet). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="plain-spinner plain-spinner--dark" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

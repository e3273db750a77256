/**
 * Certificate reprints. No other folder imports this feature statically: the router loads its
 * page lazily by the page's own path (`import('@/features/reprint/components/reprint-page')`),
 * so that the page stays a chunk of its own. Export here what another folder comes to need.
 */
export {};

/** A record kind's dashboard section in `config/paths`. */
export interface RecordSection {
  path: string;
  detail: { getHref(id: number): string };
  edit: { getHref(id: number): string };
}

/** The routes the shared record screens link to: the list, a record and its correction. */
export interface RecordPaths {
  list: string;
  detail(id: number): string;
  edit(id: number): string;
}

export function recordPaths(section: RecordSection): RecordPaths {
  return { list: section.path, detail: section.detail.getHref, edit: section.edit.getHref };
}

import {
  CENTRE_CSV_MESSAGES as C,
  CENTRE_MESSAGES as M,
  csvLineIssue,
  lgaName,
  parseCentreCsv,
  stateOfLga,
  type Centre,
  type CentreChange,
  type CentreImportResult,
  type CentreListQuery,
  type CentreStatusChange,
  type CsvLineIssue,
  type NewCentre,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError, forbidden, invalid, notFound, stateConflict } from '../../errors.ts';
import { paginationOf } from '../../http.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { isInScope } from '../auth/scope.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import {
  findCentre,
  insertCentres,
  linesOfTakenNames,
  listCentres,
  moveCentreUsers,
  nameTaken,
  updateCentre,
  type CentreRow,
  type CentreUpdate,
} from './repository.ts';

/*
 * Registration centres managed by whoever holds Can_Manage_Centres, inside their area
 * (docs/centres.md). A centre outside the area is "not found", as a record there would be;
 * placing one in an LGA outside it is refused (403). Every change is in the audit chain.
 */

const PAGE_SIZE = 20;

/** The unique index of a centre's name in its LGA (migration 0001). */
const NAME_INDEX = 'registration_centres_name_lga_idx';

function toCentre(row: CentreRow): Centre {
  return {
    id: row.id,
    name: row.name,
    stateId: row.stateId,
    stateName: row.stateName,
    lgaId: row.lgaId,
    lgaName: row.lgaName,
    address: row.address,
    status: row.disabled ? 'deactivated' : 'active',
    deactivatedAt: row.disabled && row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
    deactivationReason: row.disabled ? row.deactivationReason : null,
    users: row.users,
    records: row.records,
  };
}

/** Who is asking, as the audit log names them. */
function auditActor(session: AuthSession, context: RequestContext) {
  return {
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    ip: context.ip,
    requestId: context.requestId,
    entityType: 'registration_centre',
  };
}

const nameTakenIssue = (name: string, lgaId: number) =>
  invalid(M.nameTaken(name, lgaName(lgaId) ?? String(lgaId)), 'name');

/** 400 naming each wrong line of an imported file. */
function wrongLines(issues: readonly CsvLineIssue[]): AppError {
  const answered = issues.map(csvLineIssue);
  return new AppError(
    'VALIDATION_FAILED',
    answered.map((issue) => issue.message),
    { issues: answered },
  );
}

export class CentreService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async list(session: AuthSession, query: CentreListQuery) {
    const page = Number(query.page ?? 1);
    const { rows, total } = await listCentres(this.app.readDb, {
      scope: session.scope,
      stateId: query.state_id === undefined ? undefined : Number(query.state_id),
      lgaId: query.lga_id === undefined ? undefined : Number(query.lga_id),
      q: query.q || undefined,
      status: query.status,
      page,
      limit: PAGE_SIZE,
    });
    return { pagination: paginationOf(page, PAGE_SIZE, total), result: rows.map(toCentre) };
  }

  /** A centre of the caller's area; "not found" for one outside it. */
  private async managed(session: AuthSession, id: number): Promise<CentreRow> {
    const row = await findCentre(this.db, id);
    const place = row && { stateId: row.stateId, lgaId: row.lgaId, centreId: row.id };
    if (!place || !isInScope(session.scope, place)) throw notFound(M.notFound);
    return row;
  }

  async centre(session: AuthSession, id: number): Promise<Centre> {
    return toCentre(await this.managed(session, id));
  }

  /** The state and LGA a new or moved centre lies in: an LGA of the caller's area. */
  private placeIn(session: AuthSession, lgaId: number) {
    const stateId = stateOfLga(lgaId);
    if (stateId === undefined) throw invalid(M.unknownLga, 'lgaId');
    if (!isInScope(session.scope, { stateId, lgaId, centreId: null })) {
      throw forbidden(M.lgaNotInArea);
    }
    return { stateId, lgaId };
  }

  async create(session: AuthSession, input: NewCentre, context: RequestContext): Promise<Centre> {
    const place = this.placeIn(session, input.lgaId);
    if (await nameTaken(this.db, input.name, place.lgaId)) {
      throw nameTakenIssue(input.name, place.lgaId);
    }
    const centre = { name: input.name, ...place, address: input.address ?? null };
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        const [saved] = await insertCentres(tx, [centre], context.now);
        if (saved === undefined) throw new Error('The new centre was not saved.');
        await recordAudit(tx, {
          ...auditActor(session, context),
          action: 'registration_centre.create',
          entityId: saved,
          details: centre,
        });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw nameTakenIssue(input.name, place.lgaId);
      throw error;
    }
    return this.centre(session, id);
  }

  /** Renames, moves (records stay where they were registered) or readdresses a centre. */
  async change(
    session: AuthSession,
    id: number,
    input: CentreChange,
    context: RequestContext,
  ): Promise<Centre> {
    const row = await this.managed(session, id);
    const update: CentreUpdate = {};
    if (input.lgaId !== undefined && input.lgaId !== row.lgaId) {
      Object.assign(update, this.placeIn(session, input.lgaId));
    }
    if (input.name !== undefined && input.name !== row.name) update.name = input.name;
    if (input.address !== undefined && input.address !== row.address) {
      update.address = input.address;
    }
    const name = update.name ?? row.name;
    const lgaId = update.lgaId ?? row.lgaId;
    if (Object.keys(update).length === 0) return toCentre(row);
    if ((update.name || update.lgaId) && (await nameTaken(this.db, name, lgaId, id))) {
      throw nameTakenIssue(name, lgaId);
    }
    try {
      await this.db.transaction(async (tx) => {
        await updateCentre(tx, id, update);
        if (update.lgaId !== undefined) {
          await moveCentreUsers(tx, id, { stateId: update.stateId!, lgaId: update.lgaId });
        }
        const keys = Object.keys(update) as (keyof CentreUpdate)[];
        await recordAudit(tx, {
          ...auditActor(session, context),
          action: 'registration_centre.update',
          entityId: id,
          details: {
            changed: keys.filter((key) => key !== 'stateId'),
            from: Object.fromEntries(keys.map((key) => [key, row[key as keyof CentreRow]])),
            to: update,
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw nameTakenIssue(name, lgaId);
      throw error;
    }
    return this.centre(session, id);
  }

  /** New records cannot be captured there; its records stay and stay numbered. */
  deactivate(session: AuthSession, id: number, input: CentreStatusChange, context: RequestContext) {
    return this.setOpen(session, id, false, input, context);
  }

  reactivate(session: AuthSession, id: number, input: CentreStatusChange, context: RequestContext) {
    return this.setOpen(session, id, true, input, context);
  }

  /** Opens or closes a centre for capture, with the reason, in the audit chain. */
  private async setOpen(
    session: AuthSession,
    id: number,
    open: boolean,
    input: CentreStatusChange,
    context: RequestContext,
  ): Promise<Centre> {
    const row = await this.managed(session, id);
    if (row.disabled !== open) throw stateConflict(open ? M.alreadyActive : M.alreadyDeactivated);
    await this.db.transaction(async (tx) => {
      await updateCentre(tx, id, {
        disabled: !open,
        deactivatedAt: open ? null : context.now,
        deactivationReason: open ? null : input.reason,
      });
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: open ? 'registration_centre.reactivate' : 'registration_centre.deactivate',
        entityId: id,
        details: { name: row.name, reason: input.reason },
      });
    });
    return this.centre(session, id);
  }

  /**
   * The centres of a CSV file (docs/centres.md), all in one transaction: any wrong line (the
   * file's own problems, an LGA outside the area, a name its LGA has) and none is added.
   */
  async importCsv(
    session: AuthSession,
    csv: string,
    context: RequestContext,
  ): Promise<CentreImportResult> {
    const { centres, issues, lgaColumn } = parseCentreCsv(csv);
    if (issues.length > 0) throw wrongLines(issues);
    const outside = centres
      .filter((centre) => !isInScope(session.scope, { ...centre, centreId: null }))
      .map((centre) => ({ line: centre.line, message: C.column(lgaColumn, C.outsideArea) }));
    const taken = new Set(await linesOfTakenNames(this.db, centres));
    const named = centres
      .filter((centre) => taken.has(centre.line))
      .map((centre) => ({
        line: centre.line,
        message: C.column('name', M.nameTaken(centre.name, lgaName(centre.lgaId) ?? '')),
      }));
    const problems = [...outside, ...named].sort((a, b) => a.line - b.line);
    if (problems.length > 0) throw wrongLines(problems);

    const rows = centres.map(({ name, stateId, lgaId, address }) => ({
      name,
      stateId,
      lgaId,
      address,
    }));
    try {
      await this.db.transaction(async (tx) => {
        const ids = await insertCentres(tx, rows, context.now);
        for (const [index, id] of ids.entries()) {
          await recordAudit(tx, {
            ...auditActor(session, context),
            action: 'registration_centre.create',
            entityId: id,
            details: { ...rows[index], importLine: centres[index]!.line },
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw invalid(M.importRaced);
      throw error;
    }
    return { added: rows.length };
  }
}

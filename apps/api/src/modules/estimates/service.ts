import {
  csvLineIssue,
  parsePopulationEstimateCsv,
  type CsvLineIssue,
  type PopulationEstimates,
  type PopulationEstimatesImportResult,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { listPopulationEstimates, replacePopulationEstimates } from './repository.ts';

/*
 * The population estimates the agency imports for the dashboards' completeness
 * (docs/population-estimates.md): one country-wide table, replaced whole by each import.
 */

/** 400 naming each wrong line of the file, as the centres' import answers. */
function wrongLines(issues: readonly CsvLineIssue[]): AppError {
  const answered = issues.map(csvLineIssue);
  return new AppError(
    'VALIDATION_FAILED',
    answered.map((issue) => issue.message),
    { issues: answered },
  );
}

export class PopulationEstimateService {
  constructor(private readonly app: FastifyInstance) {}

  async current(): Promise<PopulationEstimates> {
    const { rows, importedAt, importedBy } = await listPopulationEstimates(this.app.readDb);
    return { rows, importedAt: importedAt?.toISOString() ?? null, importedBy };
  }

  /** Every estimate of the file replaces every earlier one, in one transaction; a wrong line, none. */
  async importCsv(
    session: AuthSession,
    csv: string,
    context: RequestContext,
  ): Promise<PopulationEstimatesImportResult> {
    const { estimates, issues } = parsePopulationEstimateCsv(csv);
    if (issues.length > 0) throw wrongLines(issues);
    const years = [...new Set(estimates.map((estimate) => estimate.year))].sort((a, b) => a - b);
    await this.app.db.transaction(async (tx) => {
      await replacePopulationEstimates(tx, {
        estimates,
        importedBy: session.user.User_ID,
        importedAt: context.now,
      });
      // What was imported, not the file: its figures stay in the table.
      await recordAudit(tx, {
        action: 'population_estimates.imported',
        actorUserId: session.user.User_ID,
        actorUserName: session.user.UserName,
        ip: context.ip,
        requestId: context.requestId,
        entityType: 'population_estimates',
        details: {
          rows: estimates.length,
          years,
          states: new Set(estimates.map((estimate) => estimate.stateId)).size,
        },
      });
    });
    return { imported: estimates.length, years };
  }
}

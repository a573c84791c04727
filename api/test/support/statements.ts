import type { DataSource, Logger } from 'typeorm';

/** Every SQL statement the data source sends while `work` runs (its logger sees each one). */
export async function countStatements<T>(ds: DataSource, work: () => Promise<T>): Promise<{ statements: number; result: T }> {
  const source = ds as { logger: Logger };
  const original = source.logger;
  let statements = 0;
  source.logger = { logQuery: () => void statements++, logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
  try {
    return { result: await work(), statements };
  } finally {
    source.logger = original;
  }
}

/** The tick's per-row reads (the enrollment, the prospect), prepared once per database. */
import { type AppDatabase, prospects, sequenceEnrollments } from '@leadpath/db';
import { eq, sql } from 'drizzle-orm';

function prepareReads(db: AppDatabase) {
  return {
    enrollmentById: db
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.id, sql.placeholder('id')))
      .prepare(),
    prospectById: db
      .select()
      .from(prospects)
      .where(eq(prospects.id, sql.placeholder('id')))
      .prepare(),
  };
}

export type PreparedReads = ReturnType<typeof prepareReads>;

const readsByDatabase = new WeakMap<AppDatabase, PreparedReads>();

export function preparedReads(db: AppDatabase): PreparedReads {
  let reads = readsByDatabase.get(db);
  if (!reads) {
    reads = prepareReads(db);
    readsByDatabase.set(db, reads);
  }
  return reads;
}

/** A SQLite construct the PostgreSQL derivation cannot map; the message names where it is. */
export class SchemaDerivationError extends Error {
  constructor(tableName: string, part: string, problem: string) {
    super(`schema-pg: ${tableName}.${part}: ${problem}`);
    this.name = 'SchemaDerivationError';
  }
}

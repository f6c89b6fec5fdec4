import { migrations } from "./migrations.ts";
import { dialects, type SqlDatabase } from "./sql-database.ts";

/** A column a migration adds: read from the migration's own statement, never from a database's error. */
const addedColumn = /^ALTER TABLE (\w+) ADD COLUMN (\w+)/;

/**
 * Applies the migrations this database has not seen, in order, each whole or not at all: its name is claimed in
 * `schema_migrations` by the first statement of its transaction, so of two processes migrating at once one applies
 * it and the other's transaction fails on the name and is undone; finding the name recorded, it carries on. (On
 * Postgres the second waits for the first's lock instead; sql-database.ts says how long.) A column an older release
 * added without recording its migration (it ran statement by statement) is found and not added again.
 */
export async function migrate(
  database: SqlDatabase,
  { list = migrations, now = Date.now }: { list?: typeof migrations; now?: () => number } = {},
): Promise<void> {
  const dialect = dialects[database.dialect];
  await database.exclusive(async (db) => {
    await db.run(
      `CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at ${dialect.time} NOT NULL)`,
    );
    const applied = async () =>
      new Set((await db.all<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name));
    const seen = await applied();
    const columns = new Map<string, Promise<Set<string>>>();
    const columnsOf = (table: string) => {
      const known =
        columns.get(table) ??
        db.all<{ name: string }>(dialect.columns, [table]).then((rows) => new Set(rows.map((row) => row.name)));
      columns.set(table, known);
      return known;
    };
    for (const migration of list(dialect)) {
      if (seen.has(migration.name)) continue;
      const statements = [];
      for (const sql of migration.statements) {
        const [, table, column] = addedColumn.exec(sql) ?? [];
        if (table && column && (await columnsOf(table)).has(column)) continue;
        statements.push({ sql });
      }
      try {
        await db.atomic([
          { sql: "INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)", params: [migration.name, now()] },
          ...statements,
        ]);
      } catch (error) {
        // Another process applied it first (its name is recorded now, and this try was undone): nothing to do.
        if (!(await applied()).has(migration.name)) throw error;
      }
      columns.clear();
    }
  });
}

import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Factory = PrismaBetterSQLite3;
type Adapter = Awaited<ReturnType<Factory["connect"]>>;

// The JavaScript schema engine replays whole migration files through executeRaw, which
// better-sqlite3 runs one statement at a time. A script with no arguments goes through
// executeScript instead, so `migrate diff --from-migrations` can build its shadow database.
function runsScripts(adapter: Adapter): Adapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length === 0 && holdsSeveralStatements(query.sql)) {
      await adapter.executeScript(query.sql);
      return 0;
    }
    return executeRaw(query);
  };
  return adapter;
}

function holdsSeveralStatements(sql: string): boolean {
  return sql.trim().replace(/;\s*$/, "").includes(";");
}

export function migrationAdapter(url: string): Factory {
  // A backup reading the database holds it briefly: wait for it rather than fail.
  const factory = new PrismaBetterSQLite3({ url, timeout: 10_000 });
  const connect = factory.connect.bind(factory);
  const connectToShadowDb = factory.connectToShadowDb.bind(factory);
  factory.connect = async () => runsScripts(await connect());
  factory.connectToShadowDb = async () => runsScripts(await connectToShadowDb());
  return factory;
}

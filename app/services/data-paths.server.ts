import path from "node:path";

// Everything the site keeps lives under DATA_DIR, so a copy of that folder is a whole backup.
export function dataPaths(dataDir: string) {
  const root = path.resolve(dataDir);
  return {
    root,
    database: path.join(root, "site.db"),
    databaseUrl: `file:${path.join(root, "site.db")}`,
    uploads: path.join(root, "uploads"),
    scratch: path.join(root, "tmp"),
    sessionSecret: path.join(root, "session-secret"),
  };
}

export type DataPaths = ReturnType<typeof dataPaths>;

// @ts-check
// Everything the site keeps lives under DATA_DIR, so a copy of that folder is a whole backup.
// Plain JavaScript: the app, prisma.config.ts and the backup scripts all read it.
import path from "node:path";

/** @param {string} dataDir */
export function dataPaths(dataDir) {
  const root = path.resolve(dataDir);
  return {
    root,
    database: path.join(root, "site.db"),
    databaseUrl: `file:${path.join(root, "site.db")}`,
    uploads: path.join(root, "uploads"),
    scratch: path.join(root, "tmp"),
    /** Files on their way in, piece by piece, ahead of the form that names them (kept a day; never backed up). */
    incoming: path.join(root, "incoming"),
    /** Link-preview pictures made from the photos, made again when missing (emptied at start). */
    shareCache: path.join(root, "share-cache"),
    /** The daily backups (BACKUP_EVERY_DAY=1). */
    backups: path.join(root, "backups"),
    sessionSecret: path.join(root, "session-secret"),
    /** Outside production, the key that seals donors' ID numbers (DONOR_DATA_KEY in production). */
    donorDataKey: path.join(root, "donor-data-key"),
  };
}

/** @typedef {ReturnType<typeof dataPaths>} DataPaths */

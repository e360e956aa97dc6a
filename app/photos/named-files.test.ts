import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { FILE_COLUMNS } from "./named-files.mjs";

// A column that names a stored file but is missing from FILE_COLUMNS is the one mistake that
// loses files: the start-up sweep deletes every file no declared column names, and the backups
// and the off-site copy leave them out. Such columns end in "Key" (named-files.mjs says so);
// every "…Key" column of the schema is either declared there or known here not to name a file.
const NOT_FILES = new Set(["WorkCounter.categoryKey", "Donation.donorKey"]);

/** The "Model.column" of every column whose name ends in Key, from a Prisma schema's text. */
function keyColumnsOf(schema: string): string[] {
  const columns: string[] = [];
  let model = "";
  for (const line of schema.split("\n")) {
    model = /^model (\w+) \{/.exec(line)?.[1] ?? (line.startsWith("}") ? "" : model);
    const column = /^\s+(\w+Key)\s+String\??(\s|$)/.exec(line)?.[1];
    if (model && column) columns.push(`${model}.${column}`);
  }
  return columns;
}

/** The columns that look like file columns and that neither FILE_COLUMNS nor NOT_FILES know. */
function undeclaredFileColumns(schema: string, declared: ReadonlyArray<{ table: string; column: string }>): string[] {
  const known = new Set([...declared.map(({ table, column }) => `${table}.${column}`), ...NOT_FILES]);
  return keyColumnsOf(schema).filter((column) => !known.has(column));
}

describe("every column that names a stored file is declared", () => {
  const schema = fs.readFileSync("prisma/schema.prisma", "utf8");

  test("the schema has no file column the sweep and the backups do not know", () => {
    expect(undeclaredFileColumns(schema, FILE_COLUMNS)).toEqual([]);
  });

  test("a file column left out of the declarations is found", () => {
    const withoutDocuments = FILE_COLUMNS.filter(({ table }) => table !== "Document");
    expect(undeclaredFileColumns(schema, withoutDocuments)).toEqual(["Document.fileKey"]);
    const withMeetings = `${schema}\nmodel Meeting {\n  id       String  @id\n  photoKey String?\n  pdfKey   String?\n}\n`;
    expect(undeclaredFileColumns(withMeetings, FILE_COLUMNS)).toEqual(["Meeting.photoKey", "Meeting.pdfKey"]);
  });

  test("every declared column is in the schema", () => {
    const columns = new Set(keyColumnsOf(schema));
    expect(FILE_COLUMNS.map(({ table, column }) => `${table}.${column}`).filter((column) => !columns.has(column))).toEqual([]);
  });
});

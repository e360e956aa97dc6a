import { describe, expect, it } from "vitest";
import { fieldNamesOf } from "~/domain/operation-parts";
import { everyRow, type Operation, type OperationName, rowOf } from "~/domain/operations";
import { detailsSections } from "~/components/details-sections";
import { readInput } from "~/domain/rules";
import { fieldsReadBy, goodInputs } from "../../tests/support/good-inputs";
import { type FieldDeclarations, type FieldRules, namesSentBy } from "./fields";
import { kindsFields } from "./kinds.server";

// A kind's form shows its declared fields, and its rows' schemas (which the JSON API reads too)
// check what comes back; so do the forms of the trust's own facts. The two must agree: else the
// form offers a field the server drops, lets the owner type what the server then refuses, or
// leaves out one the server requires.

type Row = { name: OperationName; row: Operation; good: Record<string, unknown> };

/** A row of the table, with the good input its tests start from. */
const rowNamed = (name: OperationName): Row => ({ name, row: rowOf(name), good: goodInputs[name] ?? {} });

/** The rows a kind's form posts to: those that name their fields by these declarations. */
function rowsShowing(fields: FieldDeclarations): Row[] {
  const named = JSON.stringify(fieldNamesOf(fields));
  return Object.entries(everyRow()).flatMap(([name, row]) => (JSON.stringify(row.fieldNames) === named ? [rowNamed(name as OperationName)] : []));
}

/** The names a field is sent under: in two languages, `name` and `nameHi`. */
const sentAs = (name: string, field: FieldRules) => namesSentBy({ ...field, name });

/** What a row says of its good input with some fields changed (undefined: left out). */
function read({ row, good }: Row, changed: Record<string, unknown>) {
  const input = Object.fromEntries(Object.entries({ ...good, ...changed }).filter(([, value]) => value !== undefined));
  return readInput(row.input, row.texts.missing, input);
}

const tooLongFor = (outcome: ReturnType<typeof read>, name: string) =>
  !outcome.ok && "rule" in outcome.message && outcome.message.rule === "tooLong" && outcome.message.field === name;

const fieldsOfKinds = kindsFields().flatMap(([table, fields]) =>
  Object.entries(fields).map(([name, field]): [string, string, FieldRules, Row[]] => [`${table}'s ${name}`, name, field, rowsShowing(fields)]),
);
const fieldsOfFacts = Object.values(detailsSections).flatMap(({ operation, fields }) =>
  fields.map(({ name, ...field }): [string, string, FieldRules, Row[]] => [`${operation}'s ${name}`, name, field, [rowNamed(operation)]]),
);

describe("a form's fields and its rows' rules", () => {
  it("cover every kind's form and the trust's facts", () => {
    expect(fieldsOfKinds.length).toBeGreaterThan(30);
    expect(fieldsOfFacts.length).toBeGreaterThan(30);
  });

  it.each([...fieldsOfKinds, ...fieldsOfFacts])("agree on %s", (_of, name, field, rows) => {
    const reading = rows.filter(({ row }) => sentAs(name, field).every((sent) => sent in fieldsReadBy(row.input)));
    expect(reading.length, "a row that reads the field under every name it is sent").toBeGreaterThan(0);
    for (const row of reading) {
      // A choice always sends one of its values.
      if (field.type !== "choice") {
        const without = Object.fromEntries(sentAs(name, field).map((sent) => [sent, undefined]));
        expect(read(row, without).ok, `${row.name} without it`).toBe(!field.required);
      }
      if ("maxLength" in field) {
        for (const sent of sentAs(name, field)) {
          expect(tooLongFor(read(row, { [sent]: "a".repeat(field.maxLength) }), sent), `${row.name}: ${sent} at its form's limit`).toBe(false);
          expect(read(row, { [sent]: "a".repeat(field.maxLength + 1) }).ok, `${row.name}: ${sent} past its form's limit`).toBe(false);
        }
      }
      if (field.type === "number") {
        expect(read(row, { [name]: String(field.max) }).ok, `${row.name}: ${name} at its most`).toBe(true);
        expect(read(row, { [name]: String(field.max + 1) }).ok, `${row.name}: ${name} past its most`).toBe(false);
        expect(read(row, { [name]: String(field.min - 1) }).ok, `${row.name}: ${name} under its least`).toBe(false);
      }
      if (field.type === "choice") {
        for (const value of Object.keys(field.choices)) expect(read(row, { [name]: value }).ok, `${row.name}: ${name} ${value}`).toBe(true);
        expect(read(row, { [name]: "none of these" }).ok, `${row.name}: ${name} outside its choices`).toBe(false);
      }
      if (field.type === "date") {
        expect(read(row, { [name]: "2099-12-31" }).ok, `${row.name}: ${name} a day`).toBe(true);
        expect(read(row, { [name]: "2099-02-30" }).ok, `${row.name}: ${name} no day`).toBe(false);
      }
      if (field.type === "time") {
        expect(read(row, { [name]: "10:30" }).ok, `${row.name}: ${name} a time`).toBe(true);
        expect(read(row, { [name]: "25:99" }).ok, `${row.name}: ${name} no time`).toBe(false);
      }
    }
  });
});

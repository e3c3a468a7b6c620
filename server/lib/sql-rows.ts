import { z } from "zod";

// Raw SQL (db.execute) hands back untyped rows. Each query names the shape of its row once, as a
// zod schema, and its rows are parsed by it: a column renamed or retyped in SQL fails loudly at
// the query instead of flowing on as `undefined` (decision 0179).

/**
 * The rows of a `db.execute` result, each parsed by `row`. Keys come out in the schema's order
 * and unknown columns are dropped, so a schema lists the select's columns in the select's order.
 */
export function rowsOf<Row extends z.ZodType>(result: unknown, row: Row): z.output<Row>[] {
  const rows = (result as { rows: unknown[] }).rows;
  const parsed = new Array<z.output<Row>>(rows.length);
  for (let i = 0; i < rows.length; i++) parsed[i] = row.parse(rows[i]);
  return parsed;
}

/** An int8 or numeric column: PGlite reads it as a number, node-postgres as a string. */
export const int8 = z.union([z.number(), z.string()]);

/**
 * A json column: node-postgres and PGlite parse json themselves, but a json value that reaches
 * us as text (a driver without the type parser) is parsed here, as it always was.
 */
export const jsonColumn = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? JSON.parse(value) : value), schema);

/** A row of `count(*) … ::int` columns whose names are built at run time (c0, c1 …). */
export const countColumns = z.record(z.string(), z.number());

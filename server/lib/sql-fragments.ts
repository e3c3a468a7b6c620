import { type Column, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * `"table"."column"`, always qualified. A module that reads another module's table inside its
 * own statement takes a fragment from that module's door (decision 0180); the fragment's
 * subquery must name the caller's column in full, which Drizzle does not do for a one-table
 * select's fields.
 */
export function qualifiedColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

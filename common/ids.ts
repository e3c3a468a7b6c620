// One rule for every id a request names (paths, queries, bodies): a row id of a `serial`
// column, 1..2^31-1, written in plain digits. Anything else is not an id at all, so it never
// reaches the database (where 99999999999 is an out-of-range error, i.e. a 500). Decision 0055
// says what each surface answers to a malformed id.
import { z } from "zod";
import { MESSAGES } from "./messages";

/** The largest value of a PostgreSQL `serial` / `integer` column. */
export const ROW_ID_MAX = 2_147_483_647;

// No sign, no leading zero, no exponent, no hex, no spaces: "1e3", "0x10" and " 7" are not ids.
const ROW_ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The id a URL segment, query value or JSON value names, or null when it names none. */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= 1 && value <= ROW_ID_MAX ? value : null;
  }
  if (typeof value !== "string" || !ROW_ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return id <= ROW_ID_MAX ? id : null;
}

/** An id as a zod field: a digit string (form, path, query) or a JSON integer. */
export function rowId(message: string = MESSAGES.notValid) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx): number => {
    const id = parseRowId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return id;
  });
}

/** A comma-separated list of ids (`ids=12,7,30`): at most `max`, each once, first mention kept. */
export function rowIdList(max: number, message: string = MESSAGES.notValid) {
  return z.string({ error: message }).transform((value, ctx): number[] => {
    const parts = value.split(",").map((part) => part.trim());
    const ids = parts.map(parseRowId);
    if (ids.length === 0 || ids.length > max * 4 || ids.some((id) => id === null)) {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    const unique = [...new Set(ids as number[])];
    if (unique.length > max) {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return unique;
  });
}

/** Path parameters naming one object: `{ id }`. */
export const IdParams = z.object({ id: rowId() });

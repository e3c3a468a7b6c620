// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are lines of source code.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkFormatting, findHandFormatting } from "./check-formatting.mjs";

// Decision 0200: a page, a mail or a PDF that formats a date or an amount by hand fails here.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("check-formatting", () => {
  it("finds no hand formatting in app/, server/ or common/", () => {
    expect(checkFormatting(ROOT)).toEqual([]);
  });

  it.each([
    ["locale-string", 'const s = new Date(iso).toLocaleString("en-IN");'],
    ["locale-string", "<p>{price.toLocaleString()}</p>"],
    ["intl", 'const f = new Intl.NumberFormat("en-IN");'],
    ["to-fixed", "<span>{rating.toFixed(1)}</span>"],
    ["rupee-concat", "const label = `₹${amount}`;"],
    ["rupee-concat", "<b>₹{amount}</b>"],
    ["rupee-concat", 'const label = "₹" + amount;'],
    ["iso-slice", "<p>Issued {invoice.issuedAt.slice(0, 10)}</p>"],
    ["iso-slice", "const t = `on ${row.createdAt.slice(0, 16)}`;"],
    ["raw-date-field", "<li>due {i.dueDate}</li>"],
    ["raw-date-field", "const s = `Travel on ${trip.travelDate}.`;"],
    ["utc-label", "return `${hh}:${mm} UTC`;"],
    ["hand-plural", '<p>{n} adult{n === 1 ? "" : "s"}</p>'],
    ["hand-plural", 'const s = `${n} child${n > 1 ? "ren" : ""}`;'],
  ])("flags %s in %s", (rule, line) => {
    const found = findHandFormatting("app/routes/x.tsx", `${line}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`app/routes/x.tsx:1 ${rule}:`);
  });

  it.each([
    ["a date attribute", "<time dateTime={m.createdAt}>{when}</time>"],
    ["a date built from parts", "const first = `${t.slice(0, 7)}-01`;"],
    ["a time built from a date", "const at = new Date(`${part.dueDate}T09:00:00+05:30`);"],
    ["a SQL template", "sql`${coupons.validFrom} <= ${at}`,"],
    ["a comment", "// prices were printed with toFixed(2) before decision 0200"],
    ["the formatters", "{formatDate(i.dueDate)} · {formatAmount(minor, currency)}"],
  ])("leaves %s alone", (_what, line) => {
    expect(findHandFormatting("app/routes/x.tsx", `${line}\n`)).toEqual([]);
  });

  it("lets a listed file do what it is listed for, and nothing else", () => {
    const allow = [{ file: "server/map.ts", rules: ["to-fixed"] }];
    expect(findHandFormatting("server/map.ts", "x.toFixed(1)\n", allow)).toEqual([]);
    expect(findHandFormatting("server/map.ts", "x.toLocaleString()\n", allow)).toHaveLength(1);
  });
});

#!/usr/bin/env node
// Hand formatting (decision 0200): every time, date, amount and count a page, a mail or a PDF
// shows goes through common/format.ts. This check fails where shipped code in app/, server/ or
// common/ formats one by hand: the browser's locale formatting, a raw ISO slice or a raw date
// field printed as it is stored, "₹" glued to a number, toFixed. Run by `npm run lint` and by
// its own test.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SCANNED = ["app", "server", "common"];
const SKIPPED_DIRS = new Set(["node_modules", "build", ".react-router", "testing", "data"]);
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST_SUPPORT = [/\.test\.tsx?$/, /\.fixtures\.ts$/, /-test-helpers\.ts$/];

/** What a rule finds, and what to use instead. */
export const RULES = [
  {
    id: "locale-string",
    pattern: /\.toLocale(?:String|DateString|TimeString)\(/,
    advice: "use formatDate / formatTime / formatDateTime / formatCount from common/format.ts",
  },
  {
    id: "intl",
    pattern: /\bIntl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules)\b/,
    advice: "Intl lives in common/format.ts only; use its formatters or plural()",
  },
  {
    id: "to-fixed",
    pattern: /\.toFixed\(/,
    advice: "use formatRating / formatAmount / formatCoordinate / formatDistanceKm",
  },
  {
    id: "rupee-concat",
    pattern: /₹\$?\{|["'`]₹["'`]\s*\+/,
    advice: "use formatMoney / formatAmount / formatRupees (Indian grouping, decision 0200)",
  },
  {
    id: "iso-slice",
    // Building a date from its parts (`${month}-01`, `${day}T09:00`) is not printing one.
    pattern: /[{$]\{?[\w.?]+\.(?:slice|substring)\(0, ?(?:7|10|16|19)\)\}(?![-T:\d])/,
    advice: "an ISO slice is not a date for people: use formatDate / formatMonth",
  },
  {
    id: "raw-date-field",
    // A stored date printed as it is ("due 2026-12-01"): JSX text or a template, not an
    // attribute (dateTime={…}, value={…}).
    pattern:
      /(?<![=\w])\$?\{[\w.?]+\.(?:dueDate|issuedAt|createdAt|updatedAt|travelDate|startDate|validUntil|validFrom|travelledOn|stayedOn|sentAt|paidAt|capturedAt)\}(?![-T:\d])/,
    advice: "print a stored date through formatDate / <When at=…/>",
  },
  {
    id: "hand-plural",
    pattern: /[!=]== 1 \? "(?:s|ren)?" : "(?:s|ren)?"|> 1 \? "(?:s|ren)" : ""/,
    advice: "use plural(n, NOUNS.x) from common/format.ts (Intl.PluralRules)",
  },
  {
    id: "utc-label",
    pattern: /["'`][^"'`\n]*\bUTC["'`]/,
    advice: "show times in the viewer's zone (useTimeZone) or India's, never labelled UTC",
  },
];

/**
 * Files a rule does not apply to, and why. Paths are relative to the repository root.
 */
export const ALLOWED = [
  // The formatting module and the money module are where formatting is done.
  { file: "common/format.ts", rules: "*" },
  { file: "common/money.ts", rules: "*" },
  // Reads the browser's zone (resolvedOptions), formats nothing.
  { file: "app/lib/time-zone.tsx", rules: ["intl"] },
  // A stay's calendar day in India for date arithmetic, not display.
  { file: "common/hotel-stay.ts", rules: ["intl"] },
  // SVG coordinates in a drawn map, not numbers for people.
  { file: "server/modules/guides/guide-map.ts", rules: ["to-fixed"] },
  { file: "server/modules/guides/guide-map-draw.ts", rules: ["to-fixed"] },
  // Budget option labels written with the digits already grouped in the spec's catalogue.
  { file: "common/leadbot.ts", rules: ["rupee-concat"] },
  // Log lines and machine stamps, never shown to travellers or agents.
  { file: "server/lib/logger.ts", rules: "*" },
];

function allowed(file, rule, allowList) {
  return allowList.some((a) => a.file === file && (a.rules === "*" || a.rules.includes(rule)));
}

function* sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIPPED_DIRS.has(e.name) && !e.name.startsWith("+")) yield* sourceFiles(root, rel);
    } else if (SOURCE.test(e.name) && !TEST_SUPPORT.some((t) => t.test(e.name))) {
      yield rel;
    }
  }
}

/** Lines of `text` (a file at `file`) that format by hand, as "file:line rule: code". */
export function findHandFormatting(file, text, allowList = ALLOWED) {
  const found = [];
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    const code = line.trim();
    // Comments explain; they do not print anything.
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
    // SQL templates interpolate columns; they print nothing.
    if (/\bsql`/.test(line)) return;
    for (const rule of RULES) {
      if (rule.pattern.test(line) && !allowed(file, rule.id, allowList)) {
        found.push(`${file}:${i + 1} ${rule.id}: ${code} (${rule.advice})`);
      }
    }
  });
  return found;
}

/** Every hand formatting under `root`'s app/, server/ and common/. */
export function checkFormatting(root, allowList = ALLOWED) {
  const violations = [];
  for (const top of SCANNED) {
    for (const file of sourceFiles(root, top)) {
      violations.push(
        ...findHandFormatting(file, readFileSync(path.join(root, file), "utf8"), allowList),
      );
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const violations = checkFormatting(root);
  if (violations.length) {
    console.error(
      `Hand formatting (use common/format.ts, decision 0200):\n${violations.join("\n")}`,
    );
    process.exit(1);
  }
  console.log("No hand formatting in app/, server/ or common/.");
}

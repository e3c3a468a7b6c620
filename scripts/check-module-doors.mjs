#!/usr/bin/env node
// Module doors (decision 0180): `server/modules/X/` is entered only through its index.ts, and
// nothing that ships in the server or the browser imports the seed generator. Plain Node plus
// TypeScript's own import scanner (`preProcessFile` sees `import`, `import type`,
// `export … from` and `import()`), so multi-line imports are read as the compiler reads them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SCANNED = ["app", "server", "common"];
const SKIPPED_DIRS = new Set(["node_modules", "build", ".react-router"]);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/**
 * Test support never ships, so it is exempt from every rule: tests may reach inside the
 * module they test (and, to keep the rule simple, any other), and build data with the seed.
 */
const TEST_SUPPORT = [
  /\.test\.tsx?$/,
  /\.fixtures\.ts$/,
  // Helpers shared by several modules' tests (rows inserted straight into tables).
  /-test-helpers\.ts$/,
  "server/testing/",
];

/**
 * Files outside server/modules that may import a module's internals, and why. Paths are
 * relative to the repository root; `to` is the start of the imported path.
 */
const DEEP_IMPORT_ALLOWED = [
  // Drizzle and drizzle-kit need every table in one schema object; modules own their tables
  // and this file only gathers them.
  { file: "server/db/schema.ts", to: "server/modules/" },
];

/**
 * Module files that read another module's tables inside one statement of their own, and why:
 * each query serves a page with a query budget (quote page, compare, chat, lead page, inbox),
 * where asking the other module's door would add a query per request (decision 0177). Every
 * such join sits in one named file per module, so a new one shows up here in review.
 */
const JOIN_ALLOWED = [
  {
    file: "server/modules/quotes/quote-trip-joins.ts",
    to: ["server/modules/trips/trips.schema", "server/modules/accounts/accounts.schema"],
  },
  {
    file: "server/modules/leads/lead-trip-joins.ts",
    to: ["server/modules/trips/trips.schema", "server/modules/accounts/accounts.schema"],
  },
];

/**
 * Shipped files that may import `seed/`, and why: the process entry is the composition root,
 * it seeds an empty embedded database at start-up, and the build bundles it with the seed.
 */
const SEED_IMPORT_ALLOWED = ["server/main.ts"];

/**
 * Violations accepted for now, each `{ file, specifier }` with a comment saying why and who
 * removes it. The check passes on them with a warning and FAILS when an entry no longer
 * occurs, so the list can only shrink. Empty since decision 0177 landed.
 */
export const KNOWN_DEBT = [];

const toPosix = (p) => p.split(path.sep).join("/");
const matches = (file, rule) => (rule instanceof RegExp ? rule.test(file) : file.startsWith(rule));

function* sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(root, rel);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      yield rel;
    }
  }
}

/** The imported path relative to the root, without extension; null for a package. */
function resolveSpecifier(file, specifier) {
  let target;
  if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(file), specifier);
  else if (specifier.startsWith("~/")) target = `app/${specifier.slice(2)}`;
  else return null;
  return target.replace(/\.(ts|tsx|mts|js|mjs)$/, "");
}

/** Where a path sits in server/modules: its module and the path inside it ("" for the door). */
function moduleOf(target) {
  const m = /^server\/modules\/([^/]+)(?:\/(.*))?$/.exec(target);
  if (!m) return null;
  const inner = m[2] ?? "";
  return { name: m[1], inner: inner === "index" ? "" : inner };
}

function lineOf(text, pos) {
  let line = 1;
  for (let i = 0; i < pos; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The rule an import breaks, or null. */
function breach(file, target) {
  if (TEST_SUPPORT.some((rule) => matches(file, rule))) return null;
  if (target === "seed" || target.startsWith("seed/")) {
    if (SEED_IMPORT_ALLOWED.includes(file)) return null;
    return "imports seed/: the seed is not shipped code (move what is needed to common/ or the module)";
  }
  if (target === "server/db/schema" && !file.startsWith("server/db/")) {
    return "reaches every module's tables through server/db/schema; import the owning module";
  }
  const to = moduleOf(target);
  if (!to || to.inner === "") return null;
  const from = moduleOf(file);
  if (from) {
    if (from.name === to.name) return null;
    const isSchema = /(^|\/)[^/]+\.schema\.ts$/.test(from.inner);
    if (isSchema && to.inner === `${to.name}.schema`) return null;
    if (JOIN_ALLOWED.some((rule) => rule.file === file && rule.to.includes(target))) return null;
    return `reaches inside module ${to.name} (${to.inner}); import "../${to.name}" (its index.ts)`;
  }
  if (DEEP_IMPORT_ALLOWED.some((rule) => file.startsWith(rule.file) && target.startsWith(rule.to)))
    return null;
  return `reaches inside module ${to.name} (${to.inner}); import its folder (index.ts)`;
}

/**
 * Checks every import under app/, server/ and common/ of `root`. Returns the violations
 * (`file:line: message`) that fail the check and the warnings for known debt.
 */
export function checkModuleDoors(root, knownDebt = KNOWN_DEBT) {
  const violations = [];
  const warnings = [];
  const seenDebt = new Set();
  /** Module → module it imports → the first `file:line` that does, for the cycle check. */
  const uses = new Map();
  for (const top of SCANNED) {
    for (const file of sourceFiles(root, top)) {
      const text = readFileSync(path.join(root, file), "utf8");
      const { importedFiles } = ts.preProcessFile(text, true, true);
      for (const { fileName: specifier, pos } of importedFiles) {
        const target = resolveSpecifier(file, specifier);
        if (target === null) continue;
        noteUse(uses, file, target, `${file}:${lineOf(text, pos)}`);
        const message = breach(file, target);
        if (message === null) continue;
        const where = `${file}:${lineOf(text, pos)}`;
        const debt = knownDebt.findIndex((d) => d.file === file && d.specifier === specifier);
        if (debt === -1) {
          violations.push(`${where}: "${specifier}" ${message}`);
        } else {
          seenDebt.add(debt);
          warnings.push(`${where}: "${specifier}" ${message} (KNOWN_DEBT)`);
        }
      }
    }
  }
  knownDebt.forEach((d, i) => {
    if (!seenDebt.has(i)) {
      violations.push(
        `${d.file}:1: KNOWN_DEBT entry "${d.specifier}" no longer occurs; remove it from scripts/check-module-doors.mjs`,
      );
    }
  });
  for (const cycle of moduleCycles(uses)) violations.push(cycle);
  // One order on every file system.
  return { violations: violations.sort(), warnings: warnings.sort() };
}

/**
 * Records that a shipped module file imports another module. Foreign keys (schema to schema)
 * are left out: a table naming another's key is no call between the modules.
 */
function noteUse(uses, file, target, where) {
  if (TEST_SUPPORT.some((rule) => matches(file, rule))) return;
  const from = moduleOf(file);
  const to = moduleOf(target);
  if (!from || !to || from.name === to.name) return;
  if (/\.schema\.ts$/.test(from.inner) && to.inner === `${to.name}.schema`) return;
  if (!uses.has(from.name)) uses.set(from.name, new Map());
  const out = uses.get(from.name);
  if (!out.has(to.name)) out.set(to.name, where);
}

/**
 * Modules that import each other, directly or round a longer loop: each is one message naming
 * the loop and an import that closes each step. Two modules that need each other are one
 * module, or a workflow's two callees (decision 0177 ended the last such pair).
 */
function moduleCycles(uses) {
  const found = new Map();
  const visit = (name, path) => {
    const at = path.indexOf(name);
    if (at !== -1) {
      const loop = path.slice(at);
      const start = loop.indexOf([...loop].sort()[0]);
      const canonical = [...loop.slice(start), ...loop.slice(0, start)];
      const key = canonical.join(" -> ");
      if (!found.has(key)) {
        const steps = canonical.map((m, i) =>
          uses.get(m).get(canonical[(i + 1) % canonical.length]),
        );
        found.set(
          key,
          `${steps[0]}: modules import each other: ${key} -> ${canonical[0]} (${steps.join(", ")})`,
        );
      }
      return;
    }
    for (const next of uses.get(name)?.keys() ?? []) visit(next, [...path, name]);
  };
  for (const name of uses.keys()) visit(name, []);
  return [...found.values()];
}

if (
  process.argv[1] &&
  toPosix(path.resolve(process.argv[1])) === toPosix(fileURLToPath(import.meta.url))
) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { violations, warnings } = checkModuleDoors(root);
  for (const w of warnings) console.warn(`warning: ${w}`);
  for (const v of violations) console.error(v);
  if (violations.length > 0) {
    console.error(`${violations.length} module door violation(s) (decision 0180)`);
    process.exit(1);
  }
  console.log(`module doors: ok (${warnings.length} known debt)`);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkModuleDoors } from "./check-module-doors.mjs";

const roots: string[] = [];

/** A repository of the given files (path → source) in a temp dir. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "module-doors-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const MODULE_Y = {
  "server/modules/y/index.ts": 'export { y } from "./y.service";\n',
  "server/modules/y/y.service.ts": "export const y = 1;\n",
  "server/modules/y/y.schema.ts": "export const ys = 1;\n",
};

describe("checkModuleDoors", () => {
  it("passes on a module's door, its index, a .ts/.js suffix and schema to schema", () => {
    const root = tree({
      ...MODULE_Y,
      "server/modules/x/x.service.ts": [
        'import { y } from "../y";',
        'import type { y as z } from "../y/index";',
        'export { y as w } from "../y/index.ts";',
        'const lazy = () => import("../y/index.js");',
        'import { x } from "./x.schema";',
      ].join("\n"),
      "server/modules/x/x.schema.ts": 'import { ys } from "../y/y.schema";\n',
      "app/routes/page.server.ts": 'import { y } from "../../server/modules/y";\n',
    });
    expect(checkModuleDoors(root, [])).toEqual({ violations: [], warnings: [] });
  });

  it("fails on a deep import between modules, static, type-only, re-exported or dynamic", () => {
    const root = tree({
      ...MODULE_Y,
      "server/modules/x/a.ts": 'import { y } from "../y/y.service";\n',
      "server/modules/x/b.ts": '\nimport type {\n  y,\n} from "../y/y.service";\n',
      "server/modules/x/c.ts": 'export * from "../y/y.service";\n',
      "server/modules/x/d.ts": 'const y = () => import("../y/y.service");\n',
      // Only a schema may import another module's schema.
      "server/modules/x/x.service.ts": 'import { ys } from "../y/y.schema";\n',
    });
    const { violations } = checkModuleDoors(root, []);
    expect(violations).toEqual([
      expect.stringMatching(/^server\/modules\/x\/a\.ts:1: "\.\.\/y\/y\.service" reaches inside/),
      expect.stringMatching(/^server\/modules\/x\/b\.ts:4: /),
      expect.stringMatching(/^server\/modules\/x\/c\.ts:1: /),
      expect.stringMatching(/^server\/modules\/x\/d\.ts:1: /),
      expect.stringMatching(/^server\/modules\/x\/x\.service\.ts:1: "\.\.\/y\/y\.schema"/),
    ]);
  });

  it("fails when app/ or a workflow imports a module's internals", () => {
    const root = tree({
      ...MODULE_Y,
      "app/routes/page.server.ts": 'import { y } from "../../server/modules/y/y.service";\n',
      "server/workflows/do-thing.ts": 'import { y } from "../modules/y/y.service";\n',
      "server/modules/x/x.service.ts": 'import { ys } from "../../db/schema";\n',
    });
    expect(checkModuleDoors(root, []).violations).toEqual([
      expect.stringMatching(/^app\/routes\/page\.server\.ts:1: .*reaches inside module y/),
      expect.stringMatching(/^server\/modules\/x\/x\.service\.ts:1: .*server\/db\/schema/),
      expect.stringMatching(/^server\/workflows\/do-thing\.ts:1: .*reaches inside module y/),
    ]);
  });

  it("fails when server/, app/ or common/ imports seed/, but not a test or the process entry", () => {
    const root = tree({
      "seed/prng.ts": "export const p = 1;\n",
      "server/modules/x/art.ts": 'import { p } from "../../../seed/prng";\n',
      "app/lib/art.ts": 'import { p } from "../../seed/prng";\n',
      "common/art.ts": 'import { p } from "../seed/prng";\n',
      "server/main.ts": 'import { p } from "../seed/prng";\n',
      "server/modules/x/art.test.ts": 'import { p } from "../../../seed/prng";\n',
      "server/modules/x/art.fixtures.ts": 'import { p } from "../../../seed/prng";\n',
      "server/testing/db.ts": 'import { p } from "../../seed/prng";\n',
    });
    expect(checkModuleDoors(root, []).violations).toEqual([
      expect.stringMatching(/^app\/lib\/art\.ts:1: .*seed/),
      expect.stringMatching(/^common\/art\.ts:1: .*seed/),
      expect.stringMatching(/^server\/modules\/x\/art\.ts:1: .*seed/),
    ]);
  });

  it("warns on known debt and fails on an entry that no longer occurs", () => {
    const root = tree({
      ...MODULE_Y,
      "server/modules/x/a.ts": 'import { y } from "../y/y.service";\n',
    });
    const debt = [
      { file: "server/modules/x/a.ts", specifier: "../y/y.service" },
      { file: "server/modules/x/gone.ts", specifier: "../y/y.service" },
    ];
    const { violations, warnings } = checkModuleDoors(root, debt);
    expect(warnings).toEqual([expect.stringMatching(/^server\/modules\/x\/a\.ts:1: .*KNOWN_DEBT/)]);
    expect(violations).toEqual([
      expect.stringMatching(
        /^server\/modules\/x\/gone\.ts:1: KNOWN_DEBT entry .* no longer occurs/,
      ),
    ]);
  });

  it("fails when modules import each other through their doors, directly or round a loop", () => {
    const root = tree({
      "server/modules/a/index.ts": 'import { b } from "../b";\nexport const a = b;\n',
      "server/modules/b/index.ts": 'import type { c } from "../c";\nexport const b = 1;\n',
      "server/modules/c/index.ts": 'import { a } from "../a/index";\nexport const c = a;\n',
      "server/modules/c/c.schema.ts": 'import { as } from "../a/a.schema";\n',
      "server/modules/a/a.schema.ts": 'import { cs } from "../c/c.schema";\nexport const as = 1;\n',
      "server/modules/a/a.test.ts": 'import { c } from "../c";\n',
    });
    const { violations } = checkModuleDoors(root, []);
    expect(violations).toEqual([
      expect.stringMatching(
        /^server\/modules\/a\/index\.ts:1: modules import each other: a -> b -> c -> a /,
      ),
    ]);
  });

  it("passes on this repository", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    expect(checkModuleDoors(root).violations).toEqual([]);
  });
});

import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../../app";
import type { Services } from "../../services";
import { signedInUser } from "../../testing/signed-in";
import { openTestApp } from "../../testing/test-app";
import type { TestDatabase } from "../../testing/test-database";
import { packageEdits, packageMonthPrices, packages } from "./catalog.schema";
import type { CatalogChange } from "./catalog-changes";
import { readCatalogVersion } from "./catalog-version";

// PATCH /admin/v1/packages/{id}: staff only, validated, audited, and a catalogue change that
// the caches and the search index hear (decision 0199).

let database: TestDatabase;
let services: Services;
let app: ReturnType<typeof createApp>;
let staff: string;
let ops: string;
let traveller: string;
let agent: string;
let target: { id: number; slug: string; name: string; base: number };
const heard: CatalogChange[] = [];

beforeAll(async () => {
  ({ database, services, app } = await openTestApp({ seed: "small" }));
  services.catalogChanges.subscribe((c) => heard.push(c));
  staff = (await signedInUser(app, services, "admin", "editor")).cookie;
  ops = (await signedInUser(app, services, "ops", "editor")).cookie;
  traveller = (await signedInUser(app, services, "traveller", "editor")).cookie;
  agent = (await signedInUser(app, services, "agent", "editor")).cookie;
  const [row] = await database.db
    .select({
      id: packages.id,
      slug: packages.slug,
      name: packages.name,
      base: packages.basePriceMinor,
    })
    .from(packages)
    .orderBy(desc(packages.popularity), packages.id)
    .limit(1);
  if (!row) throw new Error("the small seed has no package");
  target = row;
  await services.search.rebuild();
});
afterAll(async () => {
  await database?.close();
});

const patch = (id: number | string, body: unknown, cookie?: string) =>
  app.request(`/admin/v1/packages/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function errorsOf(res: Response) {
  return ((await res.json()) as { errors: { code: string; field?: string }[] }).errors;
}

describe("PATCH /admin/v1/packages/{id}", () => {
  it("refuses anyone who is not staff, before looking at the package", async () => {
    expect((await patch(target.id, { title: "Nobody's Edit" })).status).toBe(401);
    for (const cookie of [traveller, agent]) {
      const res = await patch(target.id, { title: "Not Staff Edit" }, cookie);
      expect(res.status).toBe(403);
      expect((await errorsOf(res))[0]?.code).toBe("staff_only");
      // Unknown package, same answer: nothing is told about what exists.
      expect((await patch(999_999, { title: "Not Staff Edit" }, cookie)).status).toBe(403);
    }
    const [row] = await database.db
      .select({ name: packages.name })
      .from(packages)
      .where(eq(packages.id, target.id));
    expect(row?.name).toBe(target.name);
  });

  it("answers 400 with the field for bad input, and 404 for an unknown package", async () => {
    const cases: [unknown, string | undefined][] = [
      [{}, undefined],
      [{ title: "ab" }, "title"],
      [{ title: "x".repeat(121) }, "title"],
      [{ summary: "too short" }, "summary"],
      [{ price_per_person_inr: -5 }, "price_per_person_inr"],
      [{ price_per_person_inr: 12.5 }, "price_per_person_inr"],
      [{ price_per_person_inr: "15000" }, "price_per_person_inr"],
      [{ discount_percent: 95 }, "discount_percent"],
      [{ title: "Fine Title", popularity: 1000 }, undefined],
      [{ title: "Fine Title", id: 1 }, undefined],
    ];
    for (const [body, field] of cases) {
      const res = await patch(target.id, body, staff);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect((await errorsOf(res)).map((e) => e.field)).toContain(field);
    }
    expect((await patch(target.id, "{not json", staff)).status).toBe(400);
    expect((await patch("abc", { title: "Fine Title" }, staff)).status).toBe(400);
    expect((await patch("99999999999", { title: "Fine Title" }, staff)).status).toBe(400);
    const missing = await patch(999_999, { title: "Fine Title" }, staff);
    expect(missing.status).toBe(404);
    expect((await errorsOf(missing))[0]?.code).toBe("package_not_found");
  });

  it("edits, audits, bumps the version and signals the change with it", async () => {
    const before = await readCatalogVersion(database.db);
    heard.length = 0;
    const res = await patch(
      target.id,
      { title: "Quillonberry Backwater Escape", discount_percent: 10 },
      staff,
    );
    expect(res.status).toBe(200);
    const { package: edited } = (await res.json()) as {
      package: { title: string; discount_percent: number; catalog_version: number };
    };
    expect(edited).toMatchObject({
      title: "Quillonberry Backwater Escape",
      discount_percent: 10,
      catalog_version: before + 1,
    });
    expect(await readCatalogVersion(database.db)).toBe(before + 1);
    expect(heard).toEqual([
      {
        reason: `package ${target.id} edited`,
        version: before + 1,
        packages: [target.id],
        origin: "local",
      },
    ]);
    const [audit] = await database.db
      .select()
      .from(packageEdits)
      .where(eq(packageEdits.packageId, target.id))
      .orderBy(desc(packageEdits.id))
      .limit(1);
    expect(audit).toMatchObject({ via: "api", catalogVersion: before + 1 });
    expect(audit?.editedBy).toBeTruthy();
    expect(audit?.changes.name).toEqual([target.name, "Quillonberry Backwater Escape"]);
    // The package page and the suggestions show it (the search index follows the signal).
    const page = await app.request(`/browsing/v1/packages/${target.id}`);
    expect(JSON.stringify(await page.json())).toContain("Quillonberry Backwater Escape");
    await expect
      .poll(
        async () =>
          JSON.stringify(
            await (await app.request("/browsing/v1/search_suggest?query=quillonberry")).json(),
          ),
        { timeout: 60_000, interval: 100 },
      )
      .toContain("Quillonberry Backwater Escape");
    expect(await services.search.isStale()).toBe(false);
    // Only the edit's documents were refilled; the index is what a full rebuild makes.
    const documents = async () =>
      JSON.stringify(
        (
          (await database.db.execute(
            sql`select doc_class, source_id, title, price_minor, names, keywords, suggest
            from search_documents order by doc_class, source_id`,
          )) as unknown as { rows: unknown[] }
        ).rows,
      );
    const refilled = await documents();
    await services.search.rebuild();
    expect(refilled).toBe(await documents());
  });

  it("moves every month's price with the base price and keeps the from price consistent", async () => {
    const res = await patch(target.id, { price_per_person_inr: 40_000, discount_percent: 0 }, ops);
    expect(res.status).toBe(200);
    const { package: edited } = (await res.json()) as {
      package: { price_per_person_inr: number; from_price_inr: number };
    };
    expect(edited.price_per_person_inr).toBe(40_000);
    const months = await database.db
      .select()
      .from(packageMonthPrices)
      .where(eq(packageMonthPrices.packageId, target.id));
    const cheapest = Math.min(...months.map((m) => Number(m.startPriceMinor)));
    for (const m of months) {
      expect(Number(m.startPriceMinor) % 100).toBe(0);
      expect(Number(m.discountedStartPriceMinor)).toBe(Number(m.startPriceMinor));
    }
    expect(edited.from_price_inr * 100).toBe(cheapest);
    const [row] = await database.db
      .execute(
        sql`select min_discounted_price_minor::int as m from packages where id = ${target.id}`,
      )
      .then((r) => (r as unknown as { rows: { m: number }[] }).rows);
    expect(row?.m).toBe(cheapest);
  });
});

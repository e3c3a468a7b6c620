import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USERS_PAGE_SIZE, AdminUsersQuery } from "../../../common/admin-users";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { insertUser } from "../quotes/quotes-test-helpers";

// Admin's accounts list: every account a page at a time, staff first, searched by name or email.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 5; i++) {
    await insertUser(database.db, "traveller", `Pager${String(i).padStart(2, "0")}`);
  }
  await insertUser(database.db, "agent", "Pageragent");
  await insertUser(database.db, "dialer", "Pagerdialer");
});

afterAll(async () => {
  await database?.close();
});

describe("accounts.admin.list", () => {
  it("pages every account, staff first, then agents, then travellers", async () => {
    const first = await services.accounts.admin.list({ page: 1 });
    expect(first.perPage).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(first.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    const roles = first.items.map((u) => u.role);
    const rank = (r: string) => (r === "traveller" ? 2 : r === "agent" ? 1 : 0);
    expect(roles.map(rank)).toEqual([...roles.map(rank)].sort((a, b) => a - b));
    expect(roles[0]).not.toBe("traveller");

    const pages = Math.ceil(first.total / ADMIN_USERS_PAGE_SIZE);
    const seen = new Set(first.items.map((u) => u.id));
    for (let page = 2; page <= pages; page++) {
      for (const u of (await services.accounts.admin.list({ page })).items) seen.add(u.id);
    }
    // Each account once across the pages.
    expect(seen.size).toBe(first.total);
    expect((await services.accounts.admin.list({ page: pages + 1 })).items).toEqual([]);
  });

  it("searches by name or email, case-insensitively, and pages the matches", async () => {
    const byName = await services.accounts.admin.list({ q: "pager" });
    expect(byName.total).toBe(ADMIN_USERS_PAGE_SIZE + 7);
    expect(byName.items[0]?.name).toBe("Pagerdialer");
    const second = await services.accounts.admin.list({ q: "pager", page: 2 });
    expect(second.items).toHaveLength(7);

    const one = byName.items.find((u) => u.role === "traveller");
    const byEmail = await services.accounts.admin.list({ q: one?.email.toUpperCase() ?? "?" });
    expect(byEmail.items.map((u) => u.id)).toEqual([one?.id]);
  });

  it("takes a search's % and _ as themselves", async () => {
    expect((await services.accounts.admin.list({ q: "%" })).total).toBe(0);
    expect((await services.accounts.admin.list({ q: "pager_" })).total).toBe(0);
  });

  it("reads the page's URL leniently: a bad page is the first, a long search is refused", () => {
    expect(AdminUsersQuery.parse({ page: "abc" })).toEqual({ page: 1 });
    expect(AdminUsersQuery.parse({ page: "0", q: "  asha " })).toEqual({ page: 1, q: "asha" });
    expect(AdminUsersQuery.parse({ page: "3" })).toEqual({ page: 3 });
    expect(AdminUsersQuery.parse({ q: "x".repeat(121) }).q).toBeUndefined();
  });
});

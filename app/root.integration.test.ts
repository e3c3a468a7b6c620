import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatedUser } from "../server/testing/authenticated-user";
import { loadContextFor } from "../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createTestServices } from "../server/testing/test-services";
import { loader } from "./root";

// The zone the server renders times in (decision 0200): a signed-in viewer's browser zone from
// the `tz` cookie; India's for anonymous pages (the page cache may serve them to anyone) and for
// a cookie that names no zone.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

const traveller = authenticatedUser({
  id: "tz-reader",
  email: "tz.reader@test.example",
  role: "traveller",
  firstName: "Asha",
  lastName: "Rao",
});

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand, as React Router would
type AnyArgs = any;

async function zoneFor(signedIn: boolean, cookie: string | null): Promise<string> {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  const data = await loader({
    request: new Request("http://triphive.test/about-us", { headers }),
    context: loadContextFor(() => services, signedIn ? traveller : null),
    params: {},
  } as AnyArgs);
  return data.timeZone;
}

describe("the root loader's time zone", () => {
  it.each([
    [true, "tz=Europe%2FLondon", "Europe/London"],
    [true, "a=b; tz=America/New_York", "America/New_York"],
    [true, null, "Asia/Kolkata"],
    [true, "tz=Not%2FA_Zone", "Asia/Kolkata"],
    [false, "tz=Europe%2FLondon", "Asia/Kolkata"],
    [false, null, "Asia/Kolkata"],
  ])("signed in %s with cookie %s renders in %s", async (signedIn, cookie, zone) => {
    expect(await zoneFor(signedIn, cookie)).toBe(zone);
  });
});

import { randomUUID } from "node:crypto";
import type { Role } from "../../common/roles";
import { type AppDeps, createApp } from "../app";
import type { Services } from "../services";
import { silentLogger } from "./silent-logger";
import { createTestDatabase } from "./test-database";
import { createTestServices } from "./test-services";

/**
 * The app over a test database's services, as production configures it (no API keys), logging
 * nothing. `extra` adds what a test needs beyond that: a page build, a client address, a cache.
 */
export function createTestApp(
  database: AppDeps["database"],
  services: Services,
  extra: Partial<Omit<AppDeps, "database" | "services">> = {},
) {
  return createApp({
    config: { isProduction: true, API_KEYS: [] },
    database,
    services,
    logger: silentLogger,
    ...extra,
  });
}

/**
 * A migrated test database (`seed` as createTestDatabase takes it), its services and the app
 * over them: what most API tests open in beforeAll. The caller closes `database`.
 */
export async function openTestApp(options?: Parameters<typeof createTestDatabase>[0]) {
  const database = await createTestDatabase(options);
  const { services, outbox } = createTestServices(database.db);
  return { database, services, outbox, app: createTestApp(database, services) };
}

/** The password of the users `signedInOnApi` makes. */
export const TEST_PASSWORD = "Chilika#Lagoon7";

/**
 * A new verified user of `role`, signed in on the JSON API as a client would be: the session
 * cookie to send with its requests, and the user that session stands for.
 */
export async function signedInOnApi(
  app: ReturnType<typeof createApp>,
  services: Services,
  who: { name: string; role: Role },
) {
  const email = `api.${randomUUID()}@test.example`;
  await services.accounts.createVerifiedUser({ ...who, email, password: TEST_PASSWORD });
  const res = await app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = await services.accounts.currentUser(new Headers({ cookie }));
  if (!user) throw new Error("not signed in");
  return { cookie, user };
}

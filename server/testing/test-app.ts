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

let travellers = 0;

/**
 * A new verified traveller (`tag` in the email says which test made it), signed in through the
 * JSON API: the session cookie to send and the user the services see.
 */
export async function signedInTraveller(
  app: Pick<ReturnType<typeof createApp>, "request">,
  services: Services,
  tag = "traveller",
) {
  const email = `${tag}.${++travellers}.${Date.now()}@test.example`;
  const password = "Chilika#Lagoon7";
  await services.accounts.createVerifiedUser({
    name: "Meera Nair",
    email,
    password,
    role: "traveller",
  });
  const res = await app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = await services.accounts.currentUser(new Headers({ cookie }));
  if (!user) throw new Error("sign-in failed");
  return { cookie, user };
}

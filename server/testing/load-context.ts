import type { AuthenticatedUser } from "../../common/roles";
import type { LoadContext } from "../http/load-context";
import type { Services } from "../services";
import { silentLogger } from "./silent-logger";

let requests = 0;

/**
 * What a page loader or action receives as `context` for tests that call them directly, signed
 * in as `user` (null: an anonymous visitor). `services` is read when a loader asks for it, so a
 * test may create its services in beforeAll after building the context.
 */
export function loadContextFor(
  services: () => Services,
  user: AuthenticatedUser | null,
): LoadContext {
  return {
    get services() {
      return services();
    },
    requestId: `req-${++requests}`,
    nonce: "nonce",
    logger: silentLogger,
    isProduction: true,
    requestMeta: { headers: new Headers(), ip: "198.51.100.7" },
    currentUser: async () => user,
  };
}

/** An anonymous visitor's context (see loadContextFor). */
export function anonymousLoadContext(services: () => Services): LoadContext {
  return loadContextFor(services, null);
}

import type { LoadContext } from "../http/load-context";
import type { Services } from "../services";
import { silentLogger } from "./silent-logger";

/**
 * What a page loader receives as `context` for an anonymous visitor, for tests that call loaders
 * directly. `services` is read when a loader asks for it, so a test may create its services in
 * beforeAll after building the context.
 */
export function anonymousLoadContext(services: () => Services): LoadContext {
  return {
    get services() {
      return services();
    },
    requestId: "req-1",
    nonce: "nonce",
    logger: silentLogger,
    isProduction: true,
    requestMeta: { headers: new Headers(), ip: "198.51.100.7" },
    currentUser: async () => null,
  };
}

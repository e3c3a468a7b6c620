import type { Logger } from "../lib/logger";
import type { Services } from "../services";

/** What every React Router loader and action receives as `context`. */
export interface LoadContext {
  services: Services;
  requestId: string;
  nonce: string;
  logger: Logger;
  isProduction: boolean;
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}

import type { Logger } from "../lib/logger";

/** Per-request values that middleware puts on the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    nonce: string;
    /** Name of the machine client whose API key came with the request, if any. */
    apiClient: string | null;
  };
};

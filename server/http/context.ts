import type { Logger } from "../lib/logger";

/** Per-request values that middleware puts on the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    nonce: string;
    /** The peer address of the connection (no proxy headers are trusted). */
    clientIp: string;
    /** Name of the machine client whose API key came with the request, if any. */
    apiClient: string | null;
    /** The page cache will keep this response (set by server/http/page-cache.ts). */
    pageCacheable?: boolean;
    /** The one off-site Location this response may carry (server/http/redirect-guard.ts). */
    offSiteRedirect?: string;
  };
};

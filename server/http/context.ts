import type { Logger } from "../lib/logger";

/** Per-request values that middleware puts on the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    nonce: string;
    /**
     * The client's address: the connection's peer, or with TRUST_PROXY the address our own
     * proxies name in their forwarding header (server/http/trust-proxy.ts, decision 0197).
     */
    clientIp: string;
    /** Name of the machine client whose API key came with the request, if any. */
    apiClient: string | null;
    /** The page cache will keep this response (set by server/http/page-cache.ts). */
    pageCacheable?: boolean;
    /**
     * CSP sources ('sha256-…') of the inline scripts of a page served from the page cache: its
     * stored bytes carry no nonce, so the CSP allows these scripts by hash (decision 0151).
     */
    scriptHashes?: string[];
    /** The one off-site Location this response may carry (server/http/redirect-guard.ts). */
    offSiteRedirect?: string;
  };
};

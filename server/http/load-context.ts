import type { AuthenticatedUser } from "../../common/roles";
import type { Logger } from "../lib/logger";
import type { RequestMeta } from "../modules/accounts";
import type { Services } from "../services";

/** What every React Router loader and action receives as `context`. */
export interface LoadContext {
  services: Services;
  requestId: string;
  nonce: string;
  logger: Logger;
  isProduction: boolean;
  /** The client build's directory, whose stylesheet pages inline (decision 0166); absent in development. */
  clientDir?: string;
  /**
   * A client navigation's data request (`.data`), not a document: packed loader data travels
   * inside it rather than in a script of the document (app/lib/packed.ts).
   */
  dataRequest?: boolean;
  /** Headers and peer address, as the accounts service wants them. */
  requestMeta: RequestMeta;
  /**
   * Render the whole document before sending it: the page cache buffers this response anyway,
   * and the stored HTML then has every deferred section inline (readable without JavaScript).
   */
  completeDocument?: boolean;
  /**
   * The document's bytes, set by entry.server.tsx when the page went out as one buffer: app.ts
   * compresses them as they are instead of reading the response's body stream back.
   */
  documentBody?: Uint8Array;
  /**
   * Headers the response carries whatever the route's headers() export says: a refusal's
   * Retry-After (filled by redirect-guard.ts's wrapper, copied onto the response by app.ts).
   */
  responseHeaders?: Headers;
  /**
   * Set by handleError when a loader found the database unavailable: a production build hands
   * handleRequest only a sanitised error, and the page must still answer 503, not 404.
   */
  unavailable?: { retryAfterSeconds: number };
  /**
   * Set by handleError when an action could not read the request's form body (truncated
   * multipart, wrong content type; malformed-body.ts): a client error, app.ts answers 400.
   */
  malformedBody?: boolean;
  /** The signed-in user, looked up at most once per request. */
  currentUser(): Promise<AuthenticatedUser | null>;
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}

// Minimal typings for the parts of `oidc-provider` (v9, untyped JavaScript) that the e2e
// support code uses. The project does not depend on @types/oidc-provider; if it ever does,
// delete this file.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(
      use: "id_token" | "userinfo",
      scope: string,
      claims: Record<string, unknown>,
      rejected: string[],
    ): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface ClientLike {
    clientId: string;
    redirectUris: string[];
  }

  export interface KoaContextLike {
    type: string;
    body: unknown;
    status: number;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    findAccount?: (ctx: unknown, sub: string, token?: unknown) => Promise<Account | undefined>;
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    pkce?: { required?: (ctx: unknown, client: ClientLike) => boolean };
    interactions?: {
      url?: (ctx: unknown, interaction: { uid: string }) => string | Promise<string>;
    };
    ttl?: Record<string, number>;
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: unknown, origin: string, client: ClientLike) => boolean;
    renderError?: (
      ctx: KoaContextLike,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
        [key: string]: unknown;
      };
    };
    params: Record<string, unknown> & { client_id: string; scope?: string };
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; acr?: string; amr?: string[] };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}

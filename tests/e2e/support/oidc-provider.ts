// A local OpenID Connect provider for the e2e suite: it stands in for Google behind
// "Continue with Google". It runs in-process on 127.0.0.1 over plain http, needs no
// network, and logs every authorization request straight in as one fixed identity
// (no login form, consent granted automatically), so a browser that follows the
// redirects lands directly back on the app's callback.
//
// Protocol facts an integrating app relies on (oidc-provider 9 as configured here):
// - authorization code flow only (response_type=code); PKCE with S256 is REQUIRED for
//   every request (code_challenge_method=plain is not supported);
// - the client authenticates at the token endpoint with client_secret_basic OR
//   client_secret_post (oidc-provider treats the two as interchangeable), but never both
//   in the same request;
// - the authorization response carries `code`, `state` and `iss` (RFC 9207) on the
//   registered redirect_uri, which must match exactly;
// - ID tokens are signed RS256 with a key generated per start; unlike the library's
//   default they also carry the profile/email claims (as Google's do).
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  Adapter,
  AdapterPayload,
  InteractionDetails,
  InteractionResults,
  Provider as ProviderType,
} from "oidc-provider";

export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  picture?: string;
}

export interface RunningOidcProvider {
  /** http://127.0.0.1:PORT (no trailing slash) */
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface StartOidcProviderOptions {
  /** 0 or omitted: a free port */
  port?: number;
  redirectUris: string[];
  identity: TestIdentity;
  clientId?: string;
  clientSecret?: string;
}

const SUPPORTED_SCOPES = ["openid", "email", "profile"] as const;

// oidc-provider 9 prints "Unsupported runtime" when it is imported on Node < 22; it works
// on the Node 20 this project uses, so that one import-time warning is dropped. Every
// other console.warn passes through.
let providerModule: Promise<typeof import("oidc-provider")> | undefined;
function loadOidcProvider(): Promise<typeof import("oidc-provider")> {
  if (!providerModule) {
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => {
      const first = args[0];
      if (
        typeof first === "string" &&
        first.includes("oidc-provider WARNING: Unsupported runtime")
      ) {
        return;
      }
      originalWarn(...args);
    };
    providerModule = import("oidc-provider").finally(() => {
      console.warn = originalWarn;
    });
  }
  return providerModule;
}

interface StoredEntry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * In-memory storage private to one provider instance (supplying an adapter also keeps
 * oidc-provider from warning about its own development-only adapter).
 */
function createMemoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, StoredEntry>();
  const index = new Map<string, string>(); // "uid:<uid>" / "userCode:<code>" -> entry key
  const grantMembers = new Map<string, Set<string>>(); // grantId -> entry keys

  const read = (key: string | undefined): AdapterPayload | undefined => {
    if (key === undefined) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string): Adapter => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyFor(id);
        const expiresAt =
          typeof expiresIn === "number" && expiresIn > 0
            ? Date.now() + expiresIn * 1000
            : Number.POSITIVE_INFINITY;
        entries.set(key, { payload, expiresAt });
        if (model === "Session" && typeof payload.uid === "string") {
          index.set(`uid:${payload.uid}`, key);
        }
        if (typeof payload.userCode === "string") {
          index.set(`userCode:${payload.userCode}`, key);
        }
        if (typeof payload.grantId === "string") {
          const members = grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grantMembers.set(payload.grantId, members);
        }
      },
      async find(id) {
        return read(keyFor(id));
      },
      async findByUid(uid) {
        return read(index.get(`uid:${uid}`));
      },
      async findByUserCode(userCode) {
        return read(index.get(`userCode:${userCode}`));
      },
      async consume(id) {
        const payload = read(keyFor(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyFor(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
        grantMembers.delete(grantId);
      },
    };
  };
}

function sendText(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

/**
 * Completes whatever prompt the provider raised without showing anything:
 * - login: the session becomes the test identity;
 * - consent: a Grant covering exactly what is missing (OIDC scopes, claims, resource
 *   scopes) is saved and referenced.
 * oidc-provider then redirects (303) back to its authorization endpoint, which either
 * raises the next prompt (login is followed by consent) or redirects to the client.
 */
async function completeInteraction(
  provider: ProviderType,
  identity: TestIdentity,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details: InteractionDetails = await provider.interactionDetails(req, res);
  const { prompt, params, session } = details;
  let result: InteractionResults;

  if (prompt.name === "login") {
    result = { login: { accountId: identity.sub, remember: true } };
  } else if (prompt.name === "consent") {
    const accountId = session?.accountId ?? identity.sub;
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: params.client_id });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
    if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(" "));
    if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(" "));
    }
    result = { consent: { grantId: await grant.save() } };
  } else {
    result = {
      error: "access_denied",
      error_description: `test provider cannot complete prompt "${prompt.name}"`,
    };
  }

  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

export async function startOidcProvider(
  opts: StartOidcProviderOptions,
): Promise<RunningOidcProvider> {
  const { Provider } = await loadOidcProvider();
  const identity = opts.identity;
  const clientId = opts.clientId ?? "triphive-e2e";
  const clientSecret = opts.clientSecret ?? randomBytes(24).toString("base64url");
  if (opts.redirectUris.length === 0) throw new Error("startOidcProvider: redirectUris is empty");

  // The issuer contains the port, so bind first and build the provider afterwards.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (!handler) {
      sendText(res, 503, "OIDC provider starting");
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    format: "jwk",
  });

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapterFactory(),
    jwks: { keys: [{ ...signingKey, kid: "e2e-rs256", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // One method per client can be registered; oidc-provider accepts
        // client_secret_post for a client registered with client_secret_basic and vice versa.
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    scopes: [...SUPPORTED_SCOPES],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    // Put the scope-requested claims in the ID token too (as Google does), not only in
    // the userinfo response.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      if (sub !== identity.sub) return undefined;
      return {
        accountId: identity.sub,
        claims: () => ({ ...identity }),
      };
    },
    // Interactions are handled below (completeInteraction), never rendered.
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => URL.canParse(uri) && new URL(uri).origin === origin),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    // Errors show as plain text, so a failing e2e test's trace says what went wrong.
    renderError(ctx, out) {
      ctx.type = "text/plain";
      ctx.body = Object.entries(out)
        .map(([key, value]) => `${key}: ${value}`)
        .join("\n");
    },
  });

  const providerCallback = provider.callback();
  handler = (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (req.method === "GET" && path.startsWith("/interaction/")) {
      completeInteraction(provider, identity, req, res).catch((error: unknown) => {
        sendText(res, 500, `interaction failed: ${String(error)}`);
      });
      return;
    }
    void providerCallback(req, res);
  };

  let closed: Promise<void> | undefined;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers and fetch keep connections alive; do not wait for them to idle out.
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

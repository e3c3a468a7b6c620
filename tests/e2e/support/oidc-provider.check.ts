// Developer self-check for the e2e OpenID provider (not a Playwright test):
//   npx tsx tests/e2e/support/oidc-provider.check.ts
// Starts the provider, checks discovery, runs a full authorization code + PKCE flow with
// plain fetch (manual redirects, cookies carried between them), exchanges the code with
// client_secret_basic (and a second flow with client_secret_post), verifies the ID token
// signature and claims, calls userinfo, and checks that a request without PKCE is refused.
import assert from "node:assert/strict";
import { createHash, createPublicKey, randomBytes, verify } from "node:crypto";
import { startOidcProvider, type TestIdentity } from "./oidc-provider";

const REDIRECT_URI = "http://127.0.0.1:9/api/auth/oauth2/callback/google";

const identity: TestIdentity = {
  sub: "google-oauth2|1234567890",
  email: "asha.traveller@example.com",
  email_verified: true,
  name: "Asha Traveller",
  given_name: "Asha",
  family_name: "Traveller",
  picture: "http://127.0.0.1:9/avatar.png",
};

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  [key: string]: unknown;
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A small cookie jar: name/path scoped, honours deletion (Max-Age<=0 / past Expires). */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = "/";
      let expired = value === "";
      for (const attribute of attributes) {
        const [key = "", attrValue = ""] = attribute.split("=");
        const lower = key.toLowerCase();
        if (lower === "path") path = attrValue || "/";
        if (lower === "max-age" && Number(attrValue) <= 0) expired = true;
        if (lower === "expires" && Date.parse(attrValue) <= Date.now()) expired = true;
      }
      const key = `${path}\u0000${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: URL): string {
    const parts: string[] = [];
    for (const [key, { value, path }] of this.cookies) {
      const name = key.slice(key.indexOf("\u0000") + 1);
      if (
        url.pathname === path ||
        url.pathname.startsWith(path.endsWith("/") ? path : `${path}/`)
      ) {
        parts.push(`${name}=${value}`);
      }
    }
    return parts.join("; ");
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

function decodeJwtPart(part: string | undefined): Record<string, unknown> {
  assert.ok(part, "malformed JWT");
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/**
 * Follows the authorization redirects like a browser would, until the provider redirects
 * to the client's redirect_uri; returns that final URL.
 */
async function authorize(authorizationUrl: URL, jar: CookieJar): Promise<URL> {
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.href.startsWith(REDIRECT_URI)) return url;
    const cookie = jar.header(url);
    const response = await fetch(url, {
      redirect: "manual",
      headers: cookie ? { cookie } : {},
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(
        `expected a redirect from ${url.pathname}, got ${response.status}: ${await response.text()}`,
      );
    }
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash("sha256").update(verifier).digest());
  return { verifier, challenge };
}

async function main(): Promise<void> {
  const provider = await startOidcProvider({ port: 0, redirectUris: [REDIRECT_URI], identity });
  try {
    assert.match(provider.issuer, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(provider.discoveryUrl, `${provider.issuer}/.well-known/openid-configuration`);

    // Discovery
    const discoveryResponse = await fetch(provider.discoveryUrl);
    assert.equal(discoveryResponse.status, 200);
    const discovery = (await discoveryResponse.json()) as Discovery;
    assert.equal(discovery.issuer, provider.issuer);
    for (const key of [
      "authorization_endpoint",
      "token_endpoint",
      "userinfo_endpoint",
      "jwks_uri",
    ] as const) {
      assert.ok(
        typeof discovery[key] === "string" && discovery[key].startsWith(`${provider.issuer}/`),
        `discovery.${key} = ${String(discovery[key])}`,
      );
    }
    assert.deepEqual(discovery.code_challenge_methods_supported, ["S256"]);
    assert.ok((discovery.scopes_supported as string[]).includes("email"));
    assert.ok((discovery.id_token_signing_alg_values_supported as string[]).includes("RS256"));

    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as {
      keys: (Record<string, unknown> & { kid: string })[];
    };

    const runFlow = async (auth: "client_secret_basic" | "client_secret_post") => {
      const jar = new CookieJar();
      const { verifier, challenge } = pkcePair();
      const state = base64url(randomBytes(16));
      const nonce = base64url(randomBytes(16));
      const authorizationUrl = new URL(discovery.authorization_endpoint);
      authorizationUrl.search = new URLSearchParams({
        response_type: "code",
        client_id: provider.clientId,
        redirect_uri: REDIRECT_URI,
        scope: "openid email profile",
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }).toString();

      const callback = await authorize(authorizationUrl, jar);
      assert.equal(callback.searchParams.get("error"), null, callback.href);
      assert.equal(callback.searchParams.get("state"), state);
      assert.equal(callback.searchParams.get("iss"), provider.issuer);
      const code = callback.searchParams.get("code");
      assert.ok(code, `no code in ${callback.href}`);

      const body = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      });
      const headers: Record<string, string> = {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      };
      if (auth === "client_secret_basic") {
        const credentials = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
      } else {
        body.set("client_id", provider.clientId);
        body.set("client_secret", provider.clientSecret);
      }
      const tokenResponse = await fetch(discovery.token_endpoint, {
        method: "POST",
        headers,
        body,
      });
      const tokenText = await tokenResponse.text();
      assert.equal(tokenResponse.status, 200, `token endpoint (${auth}): ${tokenText}`);
      const tokens = JSON.parse(tokenText) as TokenResponse;
      assert.equal(tokens.token_type, "Bearer");
      assert.ok(tokens.access_token, "no access_token");
      assert.ok(tokens.id_token, "no id_token");

      // ID token: RS256 signature against the JWKS, then the claims.
      const [headerPart, payloadPart, signaturePart] = tokens.id_token.split(".");
      const header = decodeJwtPart(headerPart);
      assert.equal(header.alg, "RS256");
      const jwk = jwks.keys.find((key) => key.kid === header.kid);
      assert.ok(jwk, `no JWKS key for kid ${String(header.kid)}`);
      const signatureOk = verify(
        "sha256",
        Buffer.from(`${headerPart}.${payloadPart}`),
        createPublicKey({ key: jwk, format: "jwk" }),
        Buffer.from(signaturePart ?? "", "base64url"),
      );
      assert.ok(signatureOk, "id_token signature does not verify");
      const claims = decodeJwtPart(payloadPart);
      assert.equal(claims.iss, provider.issuer);
      assert.equal(claims.aud, provider.clientId);
      assert.equal(claims.nonce, nonce);
      assert.equal(claims.sub, identity.sub);
      assert.equal(claims.email, identity.email);
      assert.equal(claims.email_verified, identity.email_verified);
      assert.equal(claims.name, identity.name);
      assert.equal(claims.picture, identity.picture);

      const userinfoResponse = await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      const userinfoText = await userinfoResponse.text();
      assert.equal(userinfoResponse.status, 200, `userinfo: ${userinfoText}`);
      const userinfo = JSON.parse(userinfoText) as Record<string, unknown>;
      assert.equal(userinfo.sub, identity.sub);
      assert.equal(userinfo.email, identity.email);
      assert.equal(userinfo.email_verified, identity.email_verified);
      assert.equal(userinfo.given_name, identity.given_name);
      assert.equal(userinfo.family_name, identity.family_name);

      // A code is single-use; replaying it also revokes the tokens it produced.
      const replay = await fetch(discovery.token_endpoint, { method: "POST", headers, body });
      assert.equal(replay.status, 400, "authorization code was accepted twice");
      const revoked = await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      assert.equal(revoked.status, 401, "access token survived a code replay");
    };

    await runFlow("client_secret_basic");
    await runFlow("client_secret_post");

    // Without PKCE the authorization request is refused back to the redirect_uri.
    const noPkce = new URL(discovery.authorization_endpoint);
    noPkce.search = new URLSearchParams({
      response_type: "code",
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      scope: "openid email",
      state: "no-pkce",
    }).toString();
    const refused = await authorize(noPkce, new CookieJar());
    assert.equal(refused.searchParams.get("error"), "invalid_request", refused.href);
    assert.equal(refused.searchParams.get("code"), null);
  } finally {
    await provider.close();
  }
  console.log("OIDC provider OK");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// Keeps the local OpenID provider running for the whole e2e run (a Playwright web server).
// Port, client and redirect URI come from playwright.config.ts through the environment.
import { startOidcProvider } from "./oidc-provider";
import { E2E_GOOGLE_IDENTITY } from "./oidc-server-identity";

const provider = await startOidcProvider({
  port: Number(process.env.E2E_OIDC_PORT),
  redirectUris: [`${process.env.E2E_BASE_URL}/api/auth/callback/google`],
  identity: E2E_GOOGLE_IDENTITY,
  clientId: process.env.E2E_OIDC_CLIENT_ID,
  clientSecret: process.env.E2E_OIDC_CLIENT_SECRET,
});
console.log(`OIDC provider at ${provider.issuer}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}

import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import {
  DialerSignInInput,
  ForgotPasswordInput,
  ResendActivationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from "../../../common/auth-schemas";
import { MESSAGES } from "../../../common/messages";
import type { AppEnv } from "../../http/context";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { allowOffSiteRedirect } from "../../http/redirect-guard";
import { notSignedIn } from "./accounts.errors";
import type { AccountsService, RequestMeta } from "./accounts.service";

const AuthenticatedUserSchema = z.object({
  id: z.string(),
  sub_account_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(["traveller", "agent", "admin", "ops", "dialer"]),
  latest_active_trip: z.number().nullable(),
  dashboard_url: z.string(),
  logged_in: z.literal(true),
});

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const messageBody = z.object({ message: z.string() });
const refused = {
  401: {
    description: "Wrong credentials or not signed in",
    ...json(z.object({ errors: z.array(z.any()) })),
  },
  403: {
    description: "Account not activated yet",
    ...json(z.object({ errors: z.array(z.any()) })),
  },
  429: {
    description: "Too many attempts; see Retry-After",
    ...json(z.object({ errors: z.array(z.any()) })),
  },
} as const;

export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return { headers: c.req.raw.headers, ip: c.var.clientIp };
}

function passCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
}

const signIn = createRoute({
  method: "post",
  path: "/users/sign_in",
  summary: "Sign in with email and password",
  request: { body: json(SignInInput) },
  responses: {
    200: {
      description: "Signed in; the session cookie is set",
      ...json(z.object({ user: AuthenticatedUserSchema, redirect_to: z.string() })),
    },
    ...errorResponses,
    ...refused,
  },
});

const currentUser = createRoute({
  method: "get",
  path: "/users/current",
  summary: "The signed-in user, or null",
  responses: {
    200: {
      description: "Current user",
      ...json(z.object({ user: AuthenticatedUserSchema.nullable() })),
    },
  },
});

const signOut = createRoute({
  method: "delete",
  path: "/users/sign_out",
  summary: "Sign out: the session ends and its cookie is dropped",
  responses: { 204: { description: "Signed out" } },
});

const signUp = createRoute({
  method: "post",
  path: "/users/sign_up",
  summary: "Create a traveller account; an activation link is mailed",
  request: { body: json(SignUpInput) },
  responses: {
    202: {
      description: "Same answer for new and known emails",
      ...json(messageBody.extend({ email: z.string() })),
    },
    ...errorResponses,
    429: refused[429],
  },
});

const forgotPassword = createRoute({
  method: "post",
  path: "/users/password",
  summary: "Mail a password reset link (same answer for unknown emails)",
  request: { body: json(ForgotPasswordInput) },
  responses: {
    202: { description: "Reset link sent if the account exists", ...json(messageBody) },
    ...errorResponses,
    429: refused[429],
  },
});

const resetPassword = createRoute({
  method: "put",
  path: "/users/password",
  summary: "Choose a new password with the mailed token; ends every session of the user",
  request: { body: json(ResetPasswordInput) },
  responses: { 200: { description: "Password changed", ...json(messageBody) }, ...errorResponses },
});

const activationMail = createRoute({
  method: "post",
  path: "/users/activation_mail",
  summary: "Send the account activation mail again",
  request: { body: json(ResendActivationInput) },
  responses: {
    202: { description: "Sent if the account awaits activation", ...json(messageBody) },
    ...errorResponses,
    429: refused[429],
  },
});

const socialSignIn = createRoute({
  method: "get",
  path: "/users/auth/{provider}",
  summary: "Start Google or Facebook sign-in (redirects to the provider)",
  request: {
    params: z.object({ provider: z.enum(["google", "facebook"]) }),
    // Never stored; safeRedirectPath makes any value safe (see auth-schemas' nextUrl).
    query: z.object({ next_url: z.string().max(2048).optional() }),
  },
  responses: {
    302: { description: "To the provider's consent page" },
    404: { description: "Provider not configured" },
  },
});

/** Mounted under /browsing/v1 (spec §7 "user calls"). */
export function createAccountsApi(accounts: AccountsService) {
  return createModuleApi()
    .openapi(signIn, async (c) => {
      const result = await accounts.signIn(c.req.valid("json"), requestMeta(c));
      passCookies(c, result.setCookies);
      return c.json({ user: result.user, redirect_to: result.redirectTo }, 200);
    })
    .openapi(currentUser, async (c) =>
      c.json({ user: await accounts.currentUser(c.req.raw.headers) }, 200),
    )
    .openapi(signOut, async (c) => {
      passCookies(c, (await accounts.signOut(requestMeta(c))).setCookies);
      return c.body(null, 204);
    })
    .openapi(signUp, async (c) => {
      const { email } = await accounts.signUp(c.req.valid("json"), requestMeta(c));
      return c.json(
        { message: "Check your inbox: we have sent you a link to activate your account.", email },
        202,
      );
    })
    .openapi(forgotPassword, async (c) => {
      await accounts.requestPasswordReset(c.req.valid("json"), requestMeta(c));
      return c.json({ message: MESSAGES.resetLinkSent }, 202);
    })
    .openapi(resetPassword, async (c) => {
      await accounts.resetPassword(c.req.valid("json"));
      return c.json(
        { message: "Your password has been changed. Please sign in with the new one." },
        200,
      );
    })
    .openapi(activationMail, async (c) => {
      await accounts.sendActivationMail(c.req.valid("json"), requestMeta(c));
      return c.json(
        { message: "If your account is waiting for activation, a new link is on its way." },
        202,
      );
    })
    .openapi(socialSignIn, async (c) => {
      const { provider } = c.req.valid("param");
      const { url, setCookies } = await accounts.socialSignIn(
        provider,
        c.req.valid("query").next_url,
        requestMeta(c),
      );
      passCookies(c, setCookies);
      // The provider's authorisation URL, built by better-auth from our configuration.
      allowOffSiteRedirect(c, url);
      return c.redirect(url, 302);
    });
}

const dialerSignIn = createRoute({
  method: "post",
  path: "/dialer/session",
  summary: "Dialer sign in (dialer accounts only)",
  request: { body: json(DialerSignInInput) },
  responses: {
    200: { description: "Signed in", ...json(z.object({ user: AuthenticatedUserSchema })) },
    ...errorResponses,
    ...refused,
  },
});

const dialerSession = createRoute({
  method: "get",
  path: "/dialer/session",
  summary: "The signed-in dialer",
  responses: {
    200: { description: "Dialer session", ...json(z.object({ user: AuthenticatedUserSchema })) },
    401: refused[401],
  },
});

const dialerSignOut = createRoute({
  method: "delete",
  path: "/dialer/session",
  summary: "Dialer sign out",
  responses: { 204: { description: "Signed out" } },
});

/** Mounted under /admin/v1: the dialer role's own login, session and logout (spec §6). */
export function createDialerApi(accounts: AccountsService) {
  return createModuleApi()
    .openapi(dialerSignIn, async (c) => {
      const result = await accounts.dialerSignIn(c.req.valid("json"), requestMeta(c));
      passCookies(c, result.setCookies);
      return c.json({ user: result.user }, 200);
    })
    .openapi(dialerSession, async (c) => {
      const user = await accounts.currentUser(c.req.raw.headers);
      if (user?.role !== "dialer") throw notSignedIn();
      return c.json({ user }, 200);
    })
    .openapi(dialerSignOut, async (c) => {
      passCookies(c, (await accounts.signOut(requestMeta(c))).setCookies);
      return c.body(null, 204);
    });
}

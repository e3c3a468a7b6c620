import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { REALTIME_CHANNELS, REALTIME_PATH } from "../../../common/realtime";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import { AppError } from "../../lib/errors";
import type { RealtimeKeys } from "./realtime-token";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });

// §7: userId, type, optional sub_account_id. They must name the signed-in user: a key is
// only ever issued for oneself, whatever the query says.
const AuthConfigQuery = z.object({
  userId: z.string().min(1).max(64).optional(),
  type: z.string().min(1).max(20).optional(),
  sub_account_id: z.string().max(64).optional(),
});

const authConfigRoute = createRoute({
  method: "get",
  path: "/realtime/auth_config",
  summary:
    "Realtime auth config: data.config.auth_key is a short-lived signed key for the socket handshake (Socket.IO at /socket.io)",
  request: { query: AuthConfigQuery },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          data: z.object({
            config: z.object({
              auth_key: z.string(),
              expires_at: z.string(),
              path: z.string(),
              transports: z.array(z.string()),
              channels: z.array(z.enum(REALTIME_CHANNELS)),
            }),
          }),
        }),
      ),
    },
    ...errorResponses,
    401: { description: "Not signed in", ...json(ErrorList) },
    403: { description: "userId, type or sub_account_id name someone else", ...json(ErrorList) },
  },
});

const chatKeysRoute = createRoute({
  method: "get",
  path: "/realtime/chat_keys",
  summary: "Realtime chat keys for a user: the per-user channel names the socket subscribes to",
  request: { query: z.object({ userId: z.string().min(1).max(64).optional() }) },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          data: z.object({
            userId: z.string(),
            keys: z.object({
              chat: z.string(),
              notifications: z.string(),
              inventory: z.string(),
              events: z.string(),
            }),
          }),
        }),
      ),
    },
    ...errorResponses,
    401: { description: "Not signed in", ...json(ErrorList) },
    403: { description: "userId names someone else", ...json(ErrorList) },
  },
});

export interface RealtimeApiDeps {
  keys: RealtimeKeys;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}

const forbidden = () =>
  new AppError("forbidden", "not_your_realtime_key", "This key is only issued to its own user.");

/** Mounted under /bookings/v1: the realtime calls of §7. */
export function createRealtimeApi(deps: RealtimeApiDeps) {
  const signedIn = signedInUser(deps.currentUser);
  return createModuleApi()
    .openapi(authConfigRoute, async (c) => {
      const user = await signedIn(c);
      const query = c.req.valid("query");
      if (query.userId !== undefined && query.userId !== user.id) throw forbidden();
      if (query.type !== undefined && query.type !== user.role) throw forbidden();
      if (query.sub_account_id && query.sub_account_id !== user.sub_account_id) throw forbidden();
      const { token, expiresAt } = deps.keys.sign({
        userId: user.id,
        type: user.role,
        subAccountId: user.sub_account_id,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          data: {
            config: {
              auth_key: token,
              expires_at: expiresAt.toISOString(),
              path: REALTIME_PATH,
              transports: ["websocket"],
              channels: [...REALTIME_CHANNELS],
            },
          },
        },
        200,
      );
    })
    .openapi(chatKeysRoute, async (c) => {
      const user = await signedIn(c);
      const { userId } = c.req.valid("query");
      if (userId !== undefined && userId !== user.id) throw forbidden();
      return c.json(
        {
          data: {
            userId: user.id,
            keys: {
              chat: `u:${user.id}:chat`,
              notifications: `u:${user.id}:notifications`,
              inventory: `u:${user.id}:inventory`,
              events: `u:${user.id}:events`,
            },
          },
        },
        200,
      );
    });
}

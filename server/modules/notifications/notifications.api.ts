import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  EmailPreferences,
  NotificationsQuery,
  UserDetailsQuery,
} from "../../../common/notification-queries";
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_OBJECT_TYPES,
  type UserDetailsPage,
} from "../../../common/notifications";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses } from "../../http/module-api";
import * as errors from "./notifications.errors";
import type { NotificationsService } from "./notifications.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const unauthenticated = { 401: { description: "Not signed in", ...json(ErrorList) } } as const;
const limited = { 429: { description: "Too many changes; see Retry-After", ...json(ErrorList) } };

const Counts = {
  unreadNotificationsCount: z.number().int(),
  totalNotificationsCount: z.number().int(),
};

const Notification = z
  .object({
    id: z.number(),
    message: z.string(),
    notificationCategory: z.enum(NOTIFICATION_CATEGORIES),
    notificationSubCategory: z.string(),
    createdAt: z.string(),
    read: z.boolean(),
    type: z.string().describe("The object it is about: Quote, RequestedTrip, Lead, Comment"),
    extraInfo: z.object({
      url: z.string(),
      tripId: z.number().nullable(),
      quoteId: z.number().nullable(),
      tripStatus: z.string().nullable(),
      toLoc: z.array(z.string()),
      funnelStage: z.string().nullable(),
      userInfo: z
        .object({
          firstName: z.string(),
          emailId: z.string().nullable(),
          pic: z.string().nullable(),
        })
        .nullable(),
    }),
  })
  .openapi("Notification");

const listRoute = createRoute({
  method: "get",
  path: "/notifications",
  summary:
    "The reader's notifications, newest first: limit 4 (the bell's first load), each further load offset += 4; with unread and total counts",
  request: { query: NotificationsQuery },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          notifications: z.array(Notification),
          ...Counts,
          limit: z.number(),
          offset: z.number(),
          matchingCount: z.number(),
          nextOffset: z.number().nullable(),
        }),
      ),
    },
    ...errorResponses,
    ...unauthenticated,
  },
});

const markReadRoute = createRoute({
  method: "post",
  path: "/notifications/mark_read",
  summary: "Mark notifications read: every one of the reader's; unreadNotificationsCount becomes 0",
  responses: {
    200: { description: "Done", ...json(z.object(Counts)) },
    ...unauthenticated,
    ...limited,
  },
});

const UserDetails = z
  .object({
    role: z.enum(["traveller", "agent"]),
    name: z.string(),
    agencyName: z.string().nullable(),
    agentId: z.number().nullable(),
    email: z.string(),
    phone: z.string(),
    masked: z.boolean().describe("Contact details masked, as the reader's quote or lead page"),
    pic: z.string().nullable(),
  })
  .openapi("UserDetails");

const userDetailsRoute = createRoute({
  method: "get",
  path: "/users/details",
  summary:
    "The users a notification's object concerns (object_type as its `type`; object_id: the trip's id for RequestedTrip and Lead, the quote's for Quote and Comment), as the reader may see them: a traveller the agencies of their own quotes, an agent its lead's traveller, staff both unmasked; anything else 404",
  request: { query: UserDetailsQuery },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          objectType: z.enum(NOTIFICATION_OBJECT_TYPES),
          objectId: z.number(),
          users: z.array(UserDetails),
        }),
      ),
    },
    ...errorResponses,
    ...unauthenticated,
  },
});

const getPreferencesRoute = createRoute({
  method: "get",
  path: "/notifications/preferences",
  summary: "Which notification categories are also mailed to the reader",
  responses: {
    200: { description: "Done", ...json(z.object({ email: EmailPreferences })) },
    ...unauthenticated,
  },
});

const putPreferencesRoute = createRoute({
  method: "put",
  path: "/notifications/preferences",
  summary: "Turn mails of a category (quotes, messages) on or off",
  request: {
    body: { ...json(z.object({ email: EmailPreferences })), required: true },
  },
  responses: {
    200: { description: "Saved", ...json(z.object({ email: EmailPreferences })) },
    ...errorResponses,
    ...unauthenticated,
    ...limited,
  },
});

export interface NotificationsApiDeps {
  notifications: NotificationsService;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
  /** The quotes module answers: it holds who may see whose contact (decision 0237). */
  userDetails(user: AuthenticatedUser, query: UserDetailsQuery): Promise<UserDetailsPage>;
}

/** Mounted under /browsing/v1 with the other account calls (accounts spec §7). */
export function createNotificationsApi(deps: NotificationsApiDeps) {
  const signedIn = async (headers: Headers) => {
    const user = await deps.currentUser(headers);
    if (!user) throw errors.notSignedIn();
    return user;
  };
  return createModuleApi()
    .openapi(listRoute, async (c) => {
      const user = await signedIn(c.req.raw.headers);
      return c.json(await deps.notifications.list(user, c.req.valid("query")), 200);
    })
    .openapi(markReadRoute, async (c) => {
      const user = await signedIn(c.req.raw.headers);
      return c.json(await deps.notifications.markAllRead(user), 200);
    })
    .openapi(userDetailsRoute, async (c) => {
      const user = await signedIn(c.req.raw.headers);
      return c.json(await deps.userDetails(user, c.req.valid("query")), 200);
    })
    .openapi(getPreferencesRoute, async (c) => {
      const user = await signedIn(c.req.raw.headers);
      return c.json({ email: await deps.notifications.preferences(user) }, 200);
    })
    .openapi(putPreferencesRoute, async (c) => {
      const user = await signedIn(c.req.raw.headers);
      const { email } = c.req.valid("json");
      return c.json({ email: await deps.notifications.setPreferences(user, email) }, 200);
    });
}

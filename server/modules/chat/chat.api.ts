import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  AttachmentCommentInput,
  ChatHistoryQuery,
  CommentCountsQuery,
  CreateCommentInput,
} from "../../../common/chat";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses, zodIssuesToErrors } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import { AppError } from "../../lib/errors";
import { downloadResponse } from "../../storage/download-response";
import type { ChatService } from "./chat.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const notFound = {
  401: { description: "Not signed in", ...json(ErrorList) },
  404: { description: "No such quote, or not one of its two parties or staff", ...json(ErrorList) },
} as const;
const QuoteParam = z.object({ quoteId: z.coerce.number().int().positive().max(2_147_483_647) });

const Message = z
  .object({
    id: z.number(),
    uId: z.string(),
    authorRole: z.enum(["traveller", "agent"]),
    own: z.boolean(),
    title: z.string().nullable(),
    comment: z.string(),
    commentableId: z.number(),
    commentable_type: z.literal("Quote"),
    tripId: z.number(),
    createdAt: z.string(),
    isRead: z.boolean(),
    status: z.number().describe("0 saved, 1 sent, 3 saved with attachment response, 4 failed"),
    clientMessageId: z.string(),
    attachmentList: z.array(
      z.object({
        id: z.number(),
        desc: z.string().nullable(),
        fileUrl: z.string(),
        file: z.number(),
        fileName: z.string(),
        type: z.string(),
        size: z.number(),
      }),
    ),
  })
  .openapi("ChatMessage");

const historyRoute = createRoute({
  method: "get",
  path: "/quotes/{quoteId}/comments",
  summary:
    "Comment history of a quote: pages of 10, offset 0 is the newest page, each page oldest first",
  request: { params: QuoteParam, query: ChatHistoryQuery },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          comments: z.array(Message),
          total: z.number(),
          limit: z.number(),
          offset: z.number(),
          earlierOffset: z.number().nullable(),
          canWrite: z.boolean(),
        }),
      ),
    },
    ...errorResponses,
    ...notFound,
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/quotes/{quoteId}/comments",
  summary:
    "Create a comment. Persisted before answered; the same client_message_id answers the first message (200) instead of a new one (201)",
  request: {
    params: QuoteParam,
    body: { ...json(CreateCommentInput), required: true },
  },
  responses: {
    200: { description: "A resend: the first message", ...json(z.object({ comment: Message })) },
    201: { description: "Created", ...json(z.object({ comment: Message })) },
    ...errorResponses,
    ...notFound,
    403: { description: "Staff read only", ...json(ErrorList) },
    429: { description: "Too many messages; see Retry-After", ...json(ErrorList) },
    409: {
      description: "The client message id names a message on another quote",
      ...json(ErrorList),
    },
  },
});

const markReadRoute = createRoute({
  method: "post",
  path: "/quotes/{quoteId}/comments/mark_read",
  summary: "Mark read: sets isRead on all of the quote's messages from the other party",
  request: { params: QuoteParam },
  responses: {
    200: { description: "Done", ...json(z.object({ marked: z.number() })) },
    ...notFound,
  },
});

const countsRoute = createRoute({
  method: "get",
  path: "/quote_comments",
  summary: "Comment counts per quote id (quote_ids[]): total and unread for the reader",
  request: {
    query: z.object({
      "quote_ids[]": z.union([z.string(), z.array(z.string())]).optional(),
      quote_ids: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  },
  responses: {
    200: {
      description: "Done; quotes the reader may not see are left out",
      ...json(
        z.object({
          counts: z.array(z.object({ quoteId: z.number(), total: z.number(), unread: z.number() })),
        }),
      ),
    },
    ...errorResponses,
    401: notFound[401],
  },
});

const predefinedRoute = createRoute({
  method: "get",
  path: "/chat/predefined_messages",
  summary: "Predefined chat messages for the reader's side (traveller or agent)",
  responses: {
    200: { description: "Done", ...json(z.object({ messages: z.array(z.string()) })) },
    401: notFound[401],
  },
});

const attachmentRoute = createRoute({
  method: "post",
  path: "/quotes/{quoteId}/comments/attachments",
  summary:
    "Create a comment with a file (multipart u_id, comment, desc, file, client_message_id): PDF, JPEG or PNG told by content, 5 MB at most; answers status 3",
  request: {
    params: QuoteParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            u_id: z.string(),
            comment: z.string().optional(),
            desc: z.string().optional(),
            client_message_id: z.string(),
            file: z.any().openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: "A resend: the first message", ...json(z.object({ comment: Message })) },
    201: { description: "Created", ...json(z.object({ comment: Message })) },
    ...errorResponses,
    ...notFound,
    403: { description: "Staff read only", ...json(ErrorList) },
    413: { description: "Body too large", ...json(ErrorList) },
    429: { description: "Too many messages; see Retry-After", ...json(ErrorList) },
  },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/quotes/{quoteId}/comments/attachments/{attachmentId}",
  summary: "A message's file, as an attachment, to the chat's two parties and staff only",
  request: {
    params: QuoteParam.extend({
      attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
    }),
  },
  responses: {
    200: {
      description: "The file (Content-Disposition: attachment)",
      content: { "application/octet-stream": { schema: z.any() } },
    },
    ...notFound,
  },
});

export interface ChatApiDeps {
  chat: ChatService;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}

/** Mounted under /bookings/v1: the chat calls of §7 for both parties (agents included). */
export function createChatApi(deps: ChatApiDeps) {
  const signedIn = signedInUser(deps.currentUser);
  return createModuleApi()
    .openapi(historyRoute, async (c) => {
      const user = await signedIn(c);
      const { quoteId } = c.req.valid("param");
      return c.json(await deps.chat.history(user, quoteId, c.req.valid("query")), 200);
    })
    .openapi(createRouteDef, async (c) => {
      const user = await signedIn(c);
      const { quoteId } = c.req.valid("param");
      const { comment, created } = await deps.chat.send(user, quoteId, c.req.valid("json"));
      return c.json({ comment }, created ? 201 : 200);
    })
    .openapi(markReadRoute, async (c) => {
      const user = await signedIn(c);
      return c.json(await deps.chat.markRead(user, c.req.valid("param").quoteId), 200);
    })
    .openapi(countsRoute, async (c) => {
      const user = await signedIn(c);
      const query = c.req.queries();
      const parsed = CommentCountsQuery.safeParse({
        quote_ids: query["quote_ids[]"] ?? query.quote_ids,
      });
      if (!parsed.success)
        throw new AppError(
          "invalid_input",
          "invalid_input",
          "Name one to 50 quote ids.",
          zodIssuesToErrors(parsed.error.issues),
        );
      return c.json({ counts: await deps.chat.counts(user, parsed.data.quote_ids) }, 200);
    })
    .openapi(predefinedRoute, async (c) => {
      const user = await signedIn(c);
      return c.json({ messages: [...deps.chat.predefined(user)] }, 200);
    })
    .openapi(
      attachmentRoute,
      // Multipart is checked by hand: the file by its bytes, the text fields by the shared schema.
      async (c) => {
        const user = await signedIn(c);
        const { quoteId } = c.req.valid("param");
        const body = await c.req.parseBody().catch(() => null);
        const file = body?.file;
        const parsed = AttachmentCommentInput.safeParse({
          u_id: body?.u_id,
          comment: body?.comment,
          desc: body?.desc,
          client_message_id: body?.client_message_id,
          user_platform: body?.user_platform ?? undefined,
        });
        const issues = parsed.success ? [] : zodIssuesToErrors(parsed.error.issues);
        if (!(file instanceof File))
          issues.push({ code: "invalid_input", message: "required", field: "file" });
        if (!parsed.success || !(file instanceof File))
          throw new AppError("invalid_input", "invalid_input", "Check the form.", issues);
        const { comment, created } = await deps.chat.sendWithAttachment(
          user,
          quoteId,
          parsed.data,
          {
            name: file.name,
            bytes: new Uint8Array(await file.arrayBuffer()),
          },
        );
        return c.json({ comment }, created ? 201 : 200);
      },
    )
    .openapi(downloadRoute, async (c) => {
      const user = await signedIn(c);
      const { quoteId, attachmentId } = c.req.valid("param");
      const file = await deps.chat.attachment(user, quoteId, attachmentId);
      // biome-ignore lint/suspicious/noExplicitAny: a file answer is outside the JSON schemas
      return downloadResponse(file, c.req.raw.signal) as any;
    });
}

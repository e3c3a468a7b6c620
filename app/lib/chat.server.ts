import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import {
  AttachmentCommentInput,
  CHAT_INTENTS,
  CHAT_PAGE_SIZE,
  type ChatHistory,
  type ChatIntent,
  type ChatPanelData,
  type ChatSendReply,
  CreateCommentInput,
  chatOffsetOf,
} from "../../common/chat";
import type { AuthenticatedUser } from "../../common/roles";
import type { LoadContext } from "../../server/http/load-context";
import { isAppError } from "../../server/lib/errors";
import type { ChatAccess } from "../../server/modules/quotes";
import { orNotFound } from "./trips.server";

// The chat panel of the traveller's quote page and the agent's lead page: both load it and
// post to their own action, so it works without JavaScript (issue 10 §1).

export function isChatIntent(value: unknown): value is ChatIntent {
  return typeof value === "string" && (CHAT_INTENTS as readonly string[]).includes(value);
}

/** The newest messages down to the page's chat_offset, oldest first. */
export async function loadChat(
  context: LoadContext,
  user: AuthenticatedUser,
  quoteId: number,
  search: URLSearchParams,
  /** The reader's access, when the page has just established it (quotes.travellerChatAccess). */
  access?: ChatAccess | null,
): Promise<ChatPanelData> {
  const { chat } = context.services;
  const offset = chatOffsetOf(search);
  const pages: ChatHistory[] = [];
  for (let page = offset; page >= 0; page -= CHAT_PAGE_SIZE) {
    const history = await orNotFound(
      chat.history(user, quoteId, { limit: CHAT_PAGE_SIZE, offset: page }, access ?? undefined),
    );
    pages.push(history);
  }
  const oldest = pages[0] as ChatHistory;
  return {
    quoteId,
    userId: user.id,
    history: { ...oldest, comments: pages.flatMap((p) => p.comments), offset: 0 },
    offset,
    predefined: chat.predefined(user),
    clientMessageId: randomUUID(),
  };
}

/**
 * The chats of several quotes the page has just established the reader's access to (the
 * agent's lead page: `quotes.leadAndChats`), in the order given, in one read whatever their
 * number (issue 31); the same panels loadChat gives one at a time.
 */
export async function loadChats(
  context: LoadContext,
  user: AuthenticatedUser,
  accesses: readonly ChatAccess[],
  search: URLSearchParams,
): Promise<ChatPanelData[]> {
  const { chat } = context.services;
  const offset = chatOffsetOf(search);
  // Every page from the newest down to the chat_offset's: one read of that many messages.
  const histories = await chat.histories(user, accesses, offset + CHAT_PAGE_SIZE);
  const predefined = chat.predefined(user);
  return accesses.map(({ quoteId }) => {
    const history = histories.get(quoteId) as ChatHistory;
    const next = offset + CHAT_PAGE_SIZE;
    return {
      quoteId,
      userId: user.id,
      history: {
        ...history,
        limit: CHAT_PAGE_SIZE,
        earlierOffset: next < history.total ? next : null,
      },
      offset,
      predefined,
      clientMessageId: randomUUID(),
    };
  });
}

/**
 * chat_send persists the message and comes back to the page (303), so a reload never posts
 * twice; chat_read marks the other party's messages read (the page's POST after hydration).
 */
export async function chatAction(
  context: LoadContext,
  user: AuthenticatedUser,
  intent: ChatIntent,
  formData: FormData,
  quoteId: number,
  back: string,
) {
  const { chat } = context.services;
  if (intent === "chat_read") {
    await orNotFound(chat.markRead(user, quoteId));
    return data(null, { status: 204 });
  }
  const text = String(formData.get("comment") ?? "");
  const refuseWith = (error: string, status: number) =>
    data<ChatSendReply>({ intent: "chat_send", quoteId, error, text }, { status });
  const file = formData.get("file");
  if (file instanceof File && file.size > 0) {
    // A message with a file (the form is multipart): the same checks as the API's.
    const withFile = AttachmentCommentInput.safeParse({
      u_id: user.id,
      comment: text,
      desc: formData.get("desc") ?? undefined,
      client_message_id: formData.get("client_message_id"),
    });
    if (!withFile.success) return refuseWith("Please check the message and try again.", 400);
    try {
      await orNotFound(
        chat.sendWithAttachment(user, quoteId, withFile.data, {
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        }),
      );
    } catch (error) {
      if (isAppError(error) && error.kind !== "not_found")
        return refuseWith(error.message, error.status);
      throw error;
    }
    return redirect(`${back}#chat-${quoteId}`, 303);
  }
  const parsed = CreateCommentInput.safeParse({
    user_platform: "web",
    comment: { text },
    client_message_id: formData.get("client_message_id"),
  });
  const refuse = (error: string, status: number) =>
    data<ChatSendReply>({ intent: "chat_send", quoteId, error, text }, { status });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(
      issue?.path.includes("text") ? `Message: ${issue.message}` : "Please try again.",
      400,
    );
  }
  try {
    await orNotFound(chat.send(user, quoteId, parsed.data));
  } catch (error) {
    if (isAppError(error) && error.kind !== "not_found") return refuse(error.message, error.status);
    throw error;
  }
  return redirect(`${back}#chat-${quoteId}`, 303);
}

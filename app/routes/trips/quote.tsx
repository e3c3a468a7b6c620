import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { z } from "zod";
import type { ChatSendReply } from "../../../common/chat";
import type { CouponSettlement } from "../../../common/coupons";
import { QUOTE_INTENTS, type QuoteIntent, QuoteParams } from "../../../common/quote-pages";
import {
  DeclineQuoteInput,
  HotelStatusInput,
  QuoteCallbackInput,
  QuoteVersionQuery,
  UpdateQuoteStatsInput,
} from "../../../common/quotes-input";
import { ChatPanel } from "../../components/chat/chat-panel";
import { LiveView } from "../../components/live-view";
import { type QuoteMoneyData, QuoteMoneyPanel } from "../../components/money/quote-money-panel";
import { ProposalPanel } from "../../components/quotes/proposal-panel";
import { QuoteDetail } from "../../components/quotes/quote-detail";
import type { QuoteActionReply } from "../../components/quotes/use-quote-form";
import { destinationsLabel } from "../../components/trips/trip-format";
import { NoFields } from "../../components/trips/use-trip-form";
import { refusal, requireUser } from "../../lib/auth.server";
import { chatAction, isChatIntent, loadChat } from "../../lib/chat.server";
import { type FlashKey, readFlash, redirectWithFlash } from "../../lib/flash.server";
import { isMoneyIntent, moneyAction } from "../../lib/money.server";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/quote";

// Quote detail (accounts §2): one sent quote as its traveller reads it (staff read it too),
// with the traveller's answers posted here by intent, as on the request page (decision 0039).
// Another traveller's quote, an unsent one and a missing one are the same 404.

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data
      ? `Quote from ${data.quote.agent.companyName} for ${destinationsLabel(data.quote.destinationsList.map((d) => d.name))} | Triphive`
      : "Your quote | Triphive",
  },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { id, quoteId } = parseParams(QuoteParams, params);
  const search = new URL(request.url).searchParams;
  const query = QuoteVersionQuery.safeParse({ version: search.get("version") ?? undefined });
  if (!query.success) throw data(null, { status: 404 });
  // The quote without its money fields: those come with the money section, which reads the
  // invoice once for both (issue 14). Its traveller's chat then loads without reading the quote
  // again (staff's chat checks its reader itself).
  const view = await orNotFound(
    context.services.quotes.get(user, id, quoteId, { version: query.data.version, money: false }),
  );
  const chat = await loadChat(
    context,
    user,
    quoteId,
    search,
    context.services.quotes.travellerChatAccess(user, view),
  );
  const [{ fields, section: money }, proposal] = await Promise.all([
    context.services.money.quotePage(user, view),
    context.services.workflows.proposal.proposalOf(view),
  ]);
  const quote = { ...view, ...fields };
  const flash = readFlash(request);
  return data(
    {
      quote,
      chat,
      proposal,
      money: money satisfies QuoteMoneyData | null,
      latestVersion: Math.max(quote.version, ...quote.versions.map((v) => v.version)),
      // Staff read the quote; only its traveller answers it.
      canAnswer: user.role === "traveller",
      // The server's day, so the refund preview reads the same before and after hydration.
      today: new Date().toISOString().slice(0, 10),
      flash: flash.key,
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

const REPLACE = { "X-Remix-Replace": "true" };

const ACCEPTED_FLASH: Record<CouponSettlement["outcome"], FlashKey> = {
  none: "quoteAccepted",
  moved: "quoteAcceptedCouponMoved",
  dropped: "quoteAcceptedCouponDropped",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { id, quoteId } = parseParams(QuoteParams, params);
  const { quotes, workflows } = context.services;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (isChatIntent(intent)) return chatAction(context, user, intent, formData, quoteId, back);
  if (isMoneyIntent(intent)) return moneyAction(context, user, intent, formData, id, quoteId, back);
  if (!isIntent(intent)) throw data(null, { status: 400 });

  async function handle<Schema extends z.ZodType, Answer>(
    schema: Schema,
    /** The message for the next page, or how to tell it from what `run` answered. */
    flash: FlashKey | null | ((answer: Answer) => FlashKey),
    run: (value: z.output<Schema>) => Promise<Answer>,
  ) {
    const submission = parseWithZod(formData, { schema });
    const hotelKey = intent === "hotel" ? String(formData.get("hotel_key") ?? "") : undefined;
    const reply = (result: QuoteActionReply["result"]): QuoteActionReply => ({
      intent: intent as QuoteIntent,
      ...(hotelKey ? { hotelKey } : {}),
      result,
    });
    if (submission.status !== "success") {
      return data(reply(submission.reply()), { status: 400 });
    }
    let answer: Answer;
    try {
      answer = await run(submission.value);
    } catch (error) {
      return refusal(error, (errors) => reply(submission.reply(errors)));
    }
    if (!flash) return data(null, { status: 204 });
    return redirectWithFlash(back, typeof flash === "function" ? flash(answer) : flash, REPLACE);
  }

  switch (intent) {
    case "accept":
      // The trip's coupon follows the accepted quote (decision 0191): the toast says whether it
      // moved or was dropped; the money section says why.
      return handle(
        NoFields,
        (answer) => ACCEPTED_FLASH[answer.coupon.outcome],
        () => workflows.acceptQuote(user, id, quoteId),
      );
    case "decline":
      return handle(DeclineQuoteInput, "quoteDeclined", (value) =>
        workflows.declineQuote(user, id, quoteId, value),
      );
    case "reactivate":
      return handle(NoFields, "quoteReactivated", () => quotes.reactivate(user, id, quoteId));
    case "hotel":
      return handle(HotelStatusInput, "hotelStatusSaved", (value) =>
        quotes.updateHotelStatus(user, id, quoteId, value),
      );
    case "callback":
      return handle(QuoteCallbackInput, "callbackRequested", (value) =>
        quotes.requestCallback(user, id, quoteId, value),
      );
    case "viewed":
      // The page's beacon after hydration (update_quote_stats): the agent sees "viewed".
      return handle(UpdateQuoteStatsInput, null, (value) =>
        quotes.recordView(user, id, quoteId, value),
      );
  }
}

function isIntent(value: unknown): value is QuoteIntent {
  return typeof value === "string" && (QUOTE_INTENTS as readonly string[]).includes(value);
}

/** Recording a view changes nothing the page shows: no need to load it again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "viewed" || intent === "chat_read") return false;
  return defaultShouldRevalidate;
}

export default function QuotePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { chat, money, proposal, ...quotePage } = loaderData;
  const reply = actionData as QuoteActionReply | ChatSendReply | null | undefined;
  const moneyError =
    actionData && typeof actionData === "object" && "moneyError" in actionData
      ? String(actionData.moneyError)
      : null;
  const panel =
    money !== null ? (
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <QuoteMoneyPanel
            quote={loaderData.quote}
            data={money}
            canAnswer={loaderData.canAnswer}
            error={moneyError}
          />
        </div>
      </div>
    ) : null;
  return (
    <>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4">
          <LiveView topics={[`trip:${Number(params.id)}`]} />
        </div>
      </div>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <ProposalPanel proposal={proposal} />
        </div>
      </div>
      {panel}
      <QuoteDetail
        {...quotePage}
        pageReply={reply && reply.intent !== "chat_send" ? reply : null}
        chat={
          <ChatPanel
            chat={chat}
            otherParty={loaderData.quote.agent.companyName}
            reply={reply?.intent === "chat_send" ? reply : null}
          />
        }
      />
    </>
  );
}

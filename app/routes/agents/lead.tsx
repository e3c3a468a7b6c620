import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { LeadParams, PackageSearchQuery } from "../../../common/agent-workspace";
import type { ChatSendReply } from "../../../common/chat";
import { formatAmount } from "../../../common/format";
import { StartDraftInput } from "../../../common/quotes-input";
import { LeadDetail } from "../../components/agents/lead-detail";
import { TravellerNotes } from "../../components/agents/traveller-notes";
import { ChatPanel } from "../../components/chat/chat-panel";
import { LiveView } from "../../components/live-view";
import { AgentMoneyPanel } from "../../components/money/agent-money-panel";
import { Toast } from "../../components/toast";
import { destinationsLabel } from "../../components/trips/trip-format";
import { localized, privateHeaders, REPLACE, requireRole } from "../../lib/agent-workspace.server";
import { messageRefusal } from "../../lib/auth.server";
import { chatAction, isChatIntent, loadChats } from "../../lib/chat.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { agentMoneyAction, loadAgentMoney } from "../../lib/money.server";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/lead";

// One lead as its agent sees it (issue 9 §3): the request, preferences, shared documents,
// callbacks, the agent's own quotes, and where a new quote starts from. A lead not routed to
// this agent answers 404 like a missing one.

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data
      ? `Lead #${data.lead.trip.id}: ${destinationsLabel(data.lead.trip.toLoc)} | Triphive`
      : "Lead | Triphive",
  },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { tripId } = parseParams(LeadParams, params);
  const url = new URL(request.url);
  const { packages: packageQuery } = PackageSearchQuery.parse({
    packages: url.searchParams.get("packages") ?? undefined,
  });
  const quotes = context.services.quotes;
  const { lead, chatAccess } = await orNotFound(quotes.leadAndChats(user, tripId));
  const [packages, previous, quiz, flights] = await Promise.all([
    context.services.packages.searchForDestinations(lead.trip.toLoc, packageQuery, {
      days: lead.trip.tripDays,
    }),
    quotes.earlierQuotes(user, tripId),
    context.services.trips.quizOf(user, tripId),
    context.services.trips.flightDetailsOf(user, tripId),
  ]);
  // A chat per quote the traveller has received (drafts have none), newest quote first.
  const chats = await loadChats(context, user, chatAccess, url.searchParams);
  const money = await loadAgentMoney(context, user, lead.quotes);
  const flash = readFlash(request);
  return data(
    {
      money,
      notes: { answers: quiz.answers, flights },
      lead: {
        ...lead,
        traveller: lead.trip.traveller,
        previousQuotes: previous,
        packages,
        packageQuery,
      },
      chats,
      now: new Date().toISOString(),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { tripId } = parseParams(LeadParams, params);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (isChatIntent(intent)) {
    const quoteId = ChatQuoteId.safeParse(formData.get("quote_id"));
    if (!quoteId.success) throw data(null, { status: 400 });
    const url = new URL(request.url);
    return chatAction(
      context,
      user,
      intent,
      formData,
      quoteId.data,
      `${url.pathname}${url.search}`,
    );
  }
  if (intent === "issue_invoice" || intent === "upload_voucher") {
    const url = new URL(request.url);
    return agentMoneyAction(context, user, intent, formData, `${url.pathname}${url.search}`);
  }
  if (intent !== "start") throw data(null, { status: 400 });
  const parsed = StartDraftInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data({ error: "Choose where the quote starts from." }, { status: 400 });
  try {
    const started = await orNotFound(context.services.quotes.startDraft(user, tripId, parsed.data));
    return redirectWithFlash(
      localized(request, `/agents/dashboard/quotes/${started.quoteId}/edit`),
      "quoteDraftStarted",
      REPLACE,
    );
  } catch (error) {
    return messageRefusal(error);
  }
}

const ChatQuoteId = z.coerce.number().int().positive().max(2_147_483_647);

/** Mark read changes nothing this page shows. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "chat_read") return false;
  return defaultShouldRevalidate;
}

/** "Quote #12 · v2 · ₹1,18,400": which of the agency's quotes a chat panel is about. */
function chatAbout(
  quoteId: number,
  quotes: readonly {
    id: number;
    sentVersion: number | null;
    totalMinor: number | null;
    currency: string | null;
  }[],
): string {
  const quote = quotes.find((q) => q.id === quoteId);
  const parts = [`Quote #${quoteId}`];
  if (quote?.sentVersion) parts.push(`v${quote.sentVersion}`);
  if (quote?.totalMinor != null && quote.currency)
    parts.push(formatAmount(quote.totalMinor, quote.currency));
  return parts.join(" · ");
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, chats, now, toast, money, notes } = loaderData;
  const chatReply = actionData && "intent" in actionData ? (actionData as ChatSendReply) : null;
  const localize = useLocalePath();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <LiveView topics={[`trip:${lead.trip.id}`]} />
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <ol className="flex items-center gap-2">
            <li>
              <Link
                to={localize("/agents/dashboard")}
                className="hover:text-brand-700 hover:underline"
              >
                Leads
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Trip #{lead.trip.id}
            </li>
          </ol>
        </nav>
        <h1 className="mb-5 text-2xl font-extrabold text-slate-900">
          {destinationsLabel(lead.trip.toLoc)} for {lead.traveller.firstName}
        </h1>
        {actionData && "error" in actionData && !("intent" in actionData) ? (
          <p role="alert" className="mb-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
            {actionData.error}
          </p>
        ) : null}
        <AgentMoneyPanel items={money} />
        <div className="mt-6">
          <LeadDetail data={lead} now={now} />
        </div>
        <div className="mt-6">
          <TravellerNotes answers={notes.answers} flights={notes.flights} />
        </div>
        {chats.length ? (
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {chats.map((chat) => (
              <div key={chat.quoteId} className="min-w-0">
                <ChatPanel
                  chat={chat}
                  otherParty={lead.traveller.firstName}
                  about={chatAbout(chat.quoteId, lead.quotes)}
                  reply={chatReply}
                  extraFields={{ quote_id: String(chat.quoteId) }}
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <Toast toast={toast} />
    </div>
  );
}

import { data } from "react-router";
import type { Inbox } from "../../../common/leads";
import { INBOX_PAGE_SIZE, InboxQuery } from "../../../common/quotes-input";
import { isAppError } from "../../../server/lib/errors";
import { EmptyState } from "../../components/account-summary";
import { LeadsInbox } from "../../components/agents/leads-inbox";
import { AgentWorkspaceNav } from "../../components/agents/workspace-nav";
import { LiveView } from "../../components/live-view";
import { EmailPreferencesCard } from "../../components/notifications/email-preferences";
import { Toast } from "../../components/toast";
import { privateHeaders } from "../../lib/agent-workspace.server";
import { requireUser } from "../../lib/auth.server";
import { readFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/agent";

// The agent's leads inbox (issue 9 §3): counts per stage as tabs, a search, pages of leads.

export const meta: Route.MetaFunction = () => [
  { title: "Your leads | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["agent"]);
  const url = new URL(request.url);
  // A hand-edited query falls back to the first page of every lead rather than an error page.
  const parsed = InboxQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { stage: undefined, q: undefined, page: 1 };
  const emailPreferences = await context.services.notifications.preferences(user);
  const flash = readFlash(request);
  const toast = flash.message ? { id: context.requestId, message: flash.message } : null;
  let inbox: Inbox;
  try {
    inbox = await context.services.quotes.inbox(user, query);
  } catch (error) {
    // An agent login not yet linked to an agency has no leads and cannot quote: say so.
    if (isAppError(error) && error.code === "agents_only") {
      return data(
        { firstName: user.first_name, unlinked: true as const, emailPreferences, toast },
        { headers: flash.headers },
      );
    }
    throw error;
  }
  return data(
    {
      unlinked: false as const,
      firstName: user.first_name,
      counts: inbox.counts,
      items: inbox.items,
      total: inbox.total,
      page: inbox.page,
      stage: query.stage,
      q: query.q,
      now: new Date().toISOString(),
      emailPreferences,
      toast,
    },
    { headers: flash.headers },
  );
}

export default function AgentDashboard({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 pb-16 pt-8">
        <header className="mb-5">
          <p className="text-sm font-medium text-brand-700">Agent workspace</p>
          <h1 className="text-2xl font-extrabold text-slate-900">
            {loaderData.firstName ? `${loaderData.firstName}, your leads` : "Your leads"}
          </h1>
          <div className="mt-3">
            <AgentWorkspaceNav current="leads" />
          </div>
          <LiveView mine />
        </header>
        {loaderData.unlinked ? (
          <EmptyState title="Your login is not linked to an agency yet">
            <p>
              Leads are routed to agencies. Once operations links your login to your agency, the
              requests it serves appear here.
            </p>
          </EmptyState>
        ) : (
          <LeadsInbox
            counts={loaderData.counts}
            items={loaderData.items}
            total={loaderData.total}
            page={loaderData.page}
            stage={loaderData.stage}
            q={loaderData.q}
            now={loaderData.now}
            pageSize={INBOX_PAGE_SIZE}
          />
        )}
        <div className="mt-8 max-w-xl">
          <EmailPreferencesCard
            preferences={loaderData.emailPreferences}
            side="agent"
            returnTo={localize("/agents/dashboard")}
          />
        </div>
      </div>
      <Toast toast={loaderData.toast} />
    </div>
  );
}

import { AccountSummary, EmptyState } from "../../components/account-summary";
import { requireUser } from "../../lib/auth.server";
import type { Route } from "./+types/agent";

export const meta: Route.MetaFunction = () => [
  { title: "Agent dashboard | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["agent"]);
  return { user };
}

export default function AgentDashboard({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <AccountSummary user={user} />
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold text-slate-900">Your leads</h1>
        <EmptyState title="No leads assigned yet">
          <p>
            When travellers post trip requests for your destinations, they appear here for you to
            quote.
          </p>
        </EmptyState>
      </div>
    </div>
  );
}

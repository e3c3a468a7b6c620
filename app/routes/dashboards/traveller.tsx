import { Link } from "react-router";
import { AccountSummary, EmptyState } from "../../components/account-summary";
import { requireUser } from "../../lib/auth.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/traveller";

export const meta: Route.MetaFunction = () => [
  { title: "My trips | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["traveller"]);
  // Trip requests arrive with the trips module; until then a traveller has none to list.
  return { user, trips: [] as const };
}

export default function TravellerDashboard({ loaderData: { user } }: Route.ComponentProps) {
  const localize = useLocalePath();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <AccountSummary user={user} />
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold text-slate-900">
          Hi {user.first_name || "there"}, your trips
        </h1>
        <EmptyState title="You have no trip requests yet">
          <p>
            Tell us where you want to go and up to three verified agents will send you quotes.
            Browse{" "}
            <Link to={localize("/")} className="font-semibold text-brand-700 underline">
              destinations
            </Link>{" "}
            to get ideas.
          </p>
        </EmptyState>
      </div>
    </div>
  );
}

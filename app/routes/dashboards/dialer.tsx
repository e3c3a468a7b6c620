import { AccountSummary, EmptyState } from "../../components/account-summary";
import { requireUser } from "../../lib/auth.server";
import type { Route } from "./+types/dialer";

export const meta: Route.MetaFunction = () => [
  { title: "Dialer | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context, ["dialer"]) };
}

export default function DialerHome({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <AccountSummary user={user} />
      <EmptyState title="Your call queue is empty">
        <p>Travellers who ask for a callback will appear here.</p>
      </EmptyState>
    </div>
  );
}

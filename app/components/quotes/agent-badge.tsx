import { Link } from "react-router";
import { formatRating, NOUNS, plural } from "../../../common/format";
import type { AgentCard } from "../../../common/quotes";
import { useLocalePath } from "../../lib/locale";
import { Stars } from "../stars";

/** The agent as a quote shows them: picture, company, rating, and the way to their profile. */
export function AgentBadge({ agent, size = "md" }: { agent: AgentCard; size?: "sm" | "md" }) {
  const localize = useLocalePath();
  const picture = size === "sm" ? "h-10 w-10" : "h-12 w-12";
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={agent.profilePicture}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className={`${picture} shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200`}
      />
      <div className="min-w-0">
        <Link
          to={localize(agent.testimonialUrl)}
          className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {agent.companyName}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <Stars rating={agent.displayRating} />
          <span>
            {formatRating(agent.displayRating)} · {plural(agent.reviewsCount, NOUNS.review)}
          </span>
          {agent.verified ? <span className="font-medium text-emerald-700">Verified</span> : null}
        </p>
      </div>
    </div>
  );
}

import { Link } from "react-router";
import type { AgentWhoKnowsCard } from "../../../common/agents";
import { formatRating, plural } from "../../../common/format";
import type { AgentCard } from "../../../common/quotes";
import { Picture } from "../picture";

/**
 * "Agents who know Kerala": verified agencies that sell a destination, each linking its public
 * profile and reviews (decision 0218), above it the agency's cover photo when it uploaded one
 * (decision 0241). Shown on package and guide pages; hidden when none.
 */
export function AgentsWhoKnow({
  place,
  agents,
}: {
  place: string;
  agents: (AgentCard & Partial<Pick<AgentWhoKnowsCard, "cover">>)[];
}) {
  if (!agents.length) return null;
  return (
    <section aria-labelledby="agents-who-know" className="mt-10">
      <h2 id="agents-who-know" className="text-xl font-bold text-slate-900">
        Agents who know {place}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {agents.map((a) => (
          <li
            key={a.id}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            {a.cover ? (
              <Link to={a.testimonialUrl} tabIndex={-1} aria-hidden="true">
                <Picture
                  photo={a.cover}
                  sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/9] h-auto w-full"
                />
              </Link>
            ) : null}
            <Link to={a.testimonialUrl} className="flex items-center gap-3 p-3">
              <img
                src={a.profilePicture}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="h-12 w-12 shrink-0 rounded-full bg-slate-200 object-cover"
              />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {a.companyName}
                </span>
                <span className="block text-xs text-slate-600">
                  {a.reviewsCount
                    ? `${formatRating(a.displayRating)}/5 · ${plural(a.reviewsCount, "review")}`
                    : "New on Triphive"}
                  {a.verified ? " · Verified" : ""}
                </span>
                <span className="block text-xs text-slate-600">
                  {plural(a.yearsInBusiness, "year")} in business
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

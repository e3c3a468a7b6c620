import { data, Link } from "react-router";
import { linkTarget } from "../../common/content-urls";
import { safeRedirectPath } from "../../common/safe-redirect";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/leaving";

// "You are leaving Triphive" (decision 0186): every link an agent wrote to another website
// comes here first. The page names the host, shows the whole address and leaves only on the
// traveller's click, with no referrer and no opener. It never redirects by itself, so a
// crafted /leaving?to=… takes nobody anywhere they did not choose; anything but an http(s)
// address is not offered as a link at all.

export const meta: Route.MetaFunction = () => [
  { title: "You are leaving Triphive | Triphive" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const target = linkTarget(query.get("to") ?? "");
  const back = safeRedirectPath(query.get("from"), "") || null;
  if (target?.kind !== "outside") return data({ target: null, back }, { status: 400 });
  return { target: { url: target.url, host: target.host }, back };
}

const PRIMARY =
  "inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-800";
const SECONDARY =
  "inline-flex items-center justify-center rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";

export default function Leaving({ loaderData }: Route.ComponentProps) {
  const { target, back } = loaderData;
  const localize = useLocalePath();
  const stay = back ?? localize("/");
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {target ? (
          <>
            <h1 className="text-2xl font-extrabold text-slate-900">You are leaving Triphive</h1>
            <p className="mt-3 text-slate-700">
              This link goes to <strong className="break-words">{target.host}</strong>, a website
              Triphive does not run or check.
            </p>
            <dl className="mt-5">
              <dt className="text-sm font-medium text-slate-500">Full address</dt>
              <dd className="mt-1 break-all rounded-xl bg-slate-50 px-4 py-3 font-mono text-sm text-slate-900 ring-1 ring-inset ring-slate-200">
                {target.url}
              </dd>
            </dl>
            <p className="mt-4 text-sm text-slate-600">
              Triphive never asks for your password or card details on another website. Pay for your
              trip on Triphive only.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={target.url} rel="noopener noreferrer nofollow" className={PRIMARY}>
                Continue to {target.host}
              </a>
              <Link to={stay} className={SECONDARY}>
                Stay on Triphive
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-extrabold text-slate-900">This link cannot be opened</h1>
            <p className="mt-3 text-slate-700">It is not a web address Triphive can take you to.</p>
            <div className="mt-6">
              <Link to={stay} className={PRIMARY}>
                Back to Triphive
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

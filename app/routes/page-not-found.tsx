import { data, Link } from "react-router";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/page-not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found! | Triphive" },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  return data(
    { picture: context.services.content.notFoundPicture() },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

const HOLIDAY_PACKAGES = [
  { href: "/honeymoon-packages", label: "Honeymoon Holiday Packages" },
  { href: "/family-packages", label: "Family Holiday Packages" },
  { href: "/tour-packages", label: "Tour Holiday Packages" },
];

export default function PageNotFound({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { picture } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center">
      <img
        src={picture.src}
        alt={picture.alt}
        width={320}
        height={220}
        className="h-auto w-80 max-w-full"
      />
      <h1 className="mt-8 text-3xl font-extrabold text-slate-900">Page not found!</h1>
      <p className="mt-3 text-lg text-slate-700">
        Maybe you slipped into our time-travel experiment?
      </p>
      <p className="mt-2 text-slate-600">
        Double check the link, or please visit{" "}
        <Link to={localize("/")} className="font-semibold text-brand-700 underline">
          HOME
        </Link>{" "}
        to start afresh.
      </p>
      <nav aria-label="Holiday Packages" className="mt-10 w-full">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Holiday Packages
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-3">
          {HOLIDAY_PACKAGES.map((p) => (
            <li key={p.href}>
              <Link
                to={localize(p.href)}
                className="inline-block rounded-full border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-700 hover:text-white"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

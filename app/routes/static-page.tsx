import { z } from "zod";
import { parseLocalePath } from "../../common/locale";
import { StaticBlocks } from "../components/static-blocks";
import type { Route } from "./+types/static-page";

const StaticSlug = z.enum(["aboutus", "team", "contact_us", "tnc", "packages_tnc", "privacy"]);

export function loader({ request, context }: Route.LoaderArgs) {
  const slug = StaticSlug.parse(parseLocalePath(new URL(request.url).pathname).path.slice(1));
  return { page: context.services.content.staticPage(slug) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [{ title: data.page.metaTitle }, { name: "description", content: data.page.metaDescription }]
    : [];

export default function StaticPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-500">Last updated {page.updatedOn}</p>
      <p className="mt-6 text-lg text-slate-700">{page.intro}</p>
      <div className="mt-6">
        <StaticBlocks blocks={page.blocks} />
      </div>
    </article>
  );
}

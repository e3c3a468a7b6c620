import { Suspense } from "react";
import { redirect } from "react-router";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import type { Route } from "./+types/listing";
import { loadBrowsePage } from "./browse.server";
import { browseMeta } from "./browse-meta";
import { BrowsePage, preloadBrowsePage } from "./browse-page";

// Every path no other route matches lands here. The listing and weekend grammars
// (common/browse-url.ts) decide whether it is such a page; anything else goes to the error page
// (spec §8).

export async function loader(args: Route.LoaderArgs) {
  return loadBrowsePage(args.request, args.context);
}

// A client navigation loads the page's code with its data, so it renders at once.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadBrowsePage(data);
  return data;
}

export const action = () => redirect(PAGE_NOT_FOUND_PATH, 302);

export const meta: Route.MetaFunction = ({ data }) => browseMeta(data);

export default function Browse({ loaderData }: Route.ComponentProps) {
  // Always mounted, so that a navigation to a page whose code is still loading keeps the page
  // shown until it has loaded; on first load the server's HTML stays until then.
  return (
    <Suspense>
      <BrowsePage data={loaderData} />
    </Suspense>
  );
}

import { Outlet, redirect } from "react-router";
import { parseBrowseUrl } from "../../common/browse-url";
import { isLocaleSegment } from "../../common/locale";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import type { Route } from "./+types/locale-layout";

export function loader({ params, request }: Route.LoaderArgs) {
  if (params.locale !== undefined && !isLocaleSegment(params.locale)) {
    // A single segment such as /tour-packages or /hill-station-places reaches this layout (its
    // optional segment outranks the catch-all route); the grammars decide whether it is a page.
    const url = new URL(request.url);
    if (!parseBrowseUrl(url.pathname, url.searchParams).ok)
      throw redirect(PAGE_NOT_FOUND_PATH, 302);
  }
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}

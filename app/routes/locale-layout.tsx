import { Outlet, redirect } from "react-router";
import { isLocaleSegment } from "../../common/locale";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import type { Route } from "./+types/locale-layout";

export function loader({ params }: Route.LoaderArgs) {
  if (params.locale !== undefined && !isLocaleSegment(params.locale)) {
    throw redirect(PAGE_NOT_FOUND_PATH, 302);
  }
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}

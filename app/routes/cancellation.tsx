import { redirect } from "react-router";
import { localeFromSegment, localizePath } from "../../common/locale";
import type { Route } from "./+types/cancellation";

// Cancellation terms live in the terms page (spec: /cancellation redirects to /tnc).
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeFromSegment(params.locale);
  return redirect(locale ? localizePath(locale, "/tnc") : "/tnc", 301);
}

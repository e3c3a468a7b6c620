import { redirect } from "react-router";
import { cookieHeaders } from "../../lib/auth.server";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so it is a POST; a GET just goes home.
export const loader = () => redirect("/");

export async function action({ context }: Route.ActionArgs) {
  const { setCookies } = await context.services.accounts.signOut(context.requestMeta);
  return redirect("/", { headers: cookieHeaders(setCookies) });
}

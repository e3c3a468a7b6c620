import { redirect } from "react-router";
import type { Route } from "./+types/sign-in-complete";

// Where a social sign-in without next_url lands: on to the user's own dashboard.
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.currentUser();
  return redirect(user ? user.dashboard_url : "/users/sign_in?error=social");
}

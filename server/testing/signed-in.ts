import type { AuthenticatedUser, Role } from "../../common/roles";
import type { createApp } from "../app";
import type { Services } from "../services";

const PASSWORD = "Vembanad#Lake9";
let people = 0;

/**
 * A new verified account of `role`, signed in through the API as a browser does: the session
 * cookie to send with the app's requests, and the user it stands for. `tag` starts the address,
 * so a failing test says whose account it was.
 */
export async function signedInUser(
  app: ReturnType<typeof createApp>,
  services: Pick<Services, "accounts">,
  role: Role,
  tag: string,
): Promise<{ cookie: string; user: AuthenticatedUser }> {
  const email = `${tag}.${role}.${++people}.${Date.now()}@test.example`;
  await services.accounts.createVerifiedUser({
    name: "Meera Nair",
    email,
    password: PASSWORD,
    role,
  });
  const res = await app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = await services.accounts.currentUser(new Headers({ cookie }));
  if (!user) throw new Error("sign-in set no session");
  return { cookie, user };
}

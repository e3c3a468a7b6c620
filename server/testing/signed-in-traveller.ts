import type { createApp } from "../app";
import type { Services } from "../services";

/**
 * A new verified traveller signed in through the API, as a browser would be: the session
 * cookie for `app.request` and the user the services read from it. `tag` keeps emails apart.
 */
export async function signedInTraveller(
  app: ReturnType<typeof createApp>,
  services: Pick<Services, "accounts">,
  tag: string,
  name = "Meera Nair",
) {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@test.example`;
  const password = "Chilika#Lagoon7";
  await services.accounts.createVerifiedUser({ name, email, password, role: "traveller" });
  const res = await app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = await services.accounts.currentUser(new Headers({ cookie }));
  if (!user) throw new Error("sign-in failed");
  return { cookie, user };
}

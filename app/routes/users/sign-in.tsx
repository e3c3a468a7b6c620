import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { SignInInput } from "../../../common/auth-schemas";
import { AuthCard } from "../../components/auth/auth-card";
import { SignInForm } from "../../components/auth/sign-in-form";
import { cookieHeaders, redirectIfSignedIn, refusal } from "../../lib/auth.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Login | Triphive" },
  { name: "robots", content: "noindex" },
];

const NOTICES: Record<string, string> = {
  reset: "Your password has been changed. Please sign in with the new one.",
  social: "Signing in with that provider did not complete. Please try again or use your email.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context);
  const params = new URL(request.url).searchParams;
  return {
    nextUrl: params.get("next_url") ?? undefined,
    notice: NOTICES[params.get("reset") ? "reset" : (params.get("error") ?? "")] ?? null,
    socialProviders: context.services.accounts.socialProviders(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignInInput });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const result = await context.services.accounts.signIn(submission.value, context.requestMeta);
    return redirect(result.redirectTo, { headers: cookieHeaders(result.setCookies) });
  } catch (error) {
    return refusal(error, (errors) => submission.reply({ ...errors, hideFields: ["password"] }));
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Login to Triphive">
      <SignInForm
        nextUrl={loaderData.nextUrl}
        notice={loaderData.notice}
        lastResult={actionData}
        socialProviders={loaderData.socialProviders}
      />
    </AuthCard>
  );
}

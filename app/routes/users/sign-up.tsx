import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { SignUpInput } from "../../../common/auth-schemas";
import { AuthCard } from "../../components/auth/auth-card";
import { SignUpForm } from "../../components/auth/sign-up-form";
import { redirectIfSignedIn, refusal } from "../../lib/auth.server";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = () => [
  { title: "Sign up | Triphive" },
  {
    name: "description",
    content:
      "Create your Triphive account to get tailored trip quotes from verified travel agents.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context);
  const params = new URL(request.url).searchParams;
  // The referral field shows only to visitors who came through a referral link (?ref=CODE).
  const ref = params.get("ref")?.trim().slice(0, 32) || null;
  return { nextUrl: params.get("next_url") ?? undefined, referralCode: ref };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignUpInput });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "password_confirmation"] }), {
      status: 400,
    });
  }
  try {
    await context.services.accounts.signUp(submission.value, context.requestMeta);
    return data(submission.reply(), { status: 202 });
  } catch (error) {
    return refusal(error, (errors) =>
      submission.reply({ ...errors, hideFields: ["password", "password_confirmation"] }),
    );
  }
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Create your account">
      <SignUpForm
        nextUrl={loaderData.nextUrl}
        referralCode={loaderData.referralCode}
        lastResult={actionData}
      />
    </AuthCard>
  );
}

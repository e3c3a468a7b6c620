import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ForgotPasswordInput } from "../../../common/auth-schemas";
import { AuthCard } from "../../components/auth/auth-card";
import { ForgotPasswordForm } from "../../components/auth/forgot-password-form";
import { refusal } from "../../lib/auth.server";
import type { Route } from "./+types/password-new";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | Triphive" }];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordInput });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.services.accounts.requestPasswordReset(submission.value, context.requestMeta);
    return data(submission.reply(), { status: 202 });
  } catch (error) {
    return refusal(error, (errors) => submission.reply(errors));
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard>
      <ForgotPasswordForm lastResult={actionData} />
    </AuthCard>
  );
}

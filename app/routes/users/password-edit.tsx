import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { ResetPasswordInput } from "../../../common/auth-schemas";
import { AuthCard } from "../../components/auth/auth-card";
import { FormError, SubmitButton, TextField } from "../../components/auth/fields";
import { useAuthForm } from "../../components/auth/use-auth-form";
import { refusal } from "../../lib/auth.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/password-edit";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Triphive" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 512) ?? "";
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordInput });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "password_confirmation"] }), {
      status: 400,
    });
  }
  try {
    await context.services.accounts.resetPassword(submission.value);
    return redirect("/users/sign_in?reset=1");
  } catch (error) {
    return refusal(error, (errors) =>
      submission.reply({ ...errors, hideFields: ["password", "password_confirmation"] }),
    );
  }
}

export default function ChoosePassword({ loaderData, actionData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { fetcher, form, fields, busy } = useAuthForm(
    "reset-password",
    ResetPasswordInput,
    actionData,
  );
  if (!loaderData.token) {
    return (
      <AuthCard title="Select a new password for Triphive">
        <p className="text-center text-slate-600">
          This page needs the link from your reset email.{" "}
          <Link
            to={localize("/users/password/new")}
            className="font-semibold text-brand-700 hover:underline"
          >
            Ask for a new link
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  const tokenError = fields.token.errors?.[0];
  return (
    <AuthCard title="Select a new password for Triphive">
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormError id={form.errorId} errors={tokenError ? [tokenError] : form.errors} />
        {tokenError ? (
          <p className="text-sm">
            <Link
              to={localize("/users/password/new")}
              className="font-semibold text-brand-700 hover:underline"
            >
              Ask for a new link
            </Link>
          </p>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          field={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={fields.password_confirmation}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save new password
        </SubmitButton>
      </fetcher.Form>
    </AuthCard>
  );
}

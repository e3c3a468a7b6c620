import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { QuoteParams } from "../../../common/agent-workspace";
import { QuoteDraftInput } from "../../../common/quotes-input";
import { toDraftDefaults } from "../../components/agents/builder-state";
import { QuoteBuilder } from "../../components/agents/quote-builder";
import { Toast } from "../../components/toast";
import { destinationsLabel } from "../../components/trips/trip-format";
import { toEditorData } from "../../lib/agent-views.server";
import { localized, privateHeaders, REPLACE, requireRole } from "../../lib/agent-workspace.server";
import { messageRefusal, refusal } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/quote-edit";

// The quote builder (issue 9 §3). Drafts save in place; a sent version is read-only and
// "Revise" opens a new draft version from it. Adding, removing and moving rows without
// JavaScript are posts that answer the form with the change (Conform's list intents).

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data
      ? `Quote #${data.editor.quoteId} v${data.editor.version} | Triphive`
      : "Quote | Triphive",
  },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { quoteId } = parseParams(QuoteParams, params);
  const editor = toEditorData(await orNotFound(context.services.quotes.editor(user, quoteId)));
  const flash = readFlash(request);
  return data(
    {
      editor,
      today: new Date().toISOString().slice(0, 10),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

type BuilderReply = { result: SubmissionResult<string[]> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { quoteId } = parseParams(QuoteParams, params);
  const quotes = context.services.quotes;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const editPath = localized(request, `/agents/dashboard/quotes/${quoteId}/edit`);

  if (intent === "revise") {
    try {
      await orNotFound(quotes.reviseSent(user, quoteId));
    } catch (error) {
      // Refused (a draft exists, or the versions limit's 429): the message over the form.
      return refusal<BuilderReply>(error, ({ formErrors }) => ({
        result: { status: "error", error: { "": formErrors ?? [] } },
      }));
    }
    return redirectWithFlash(editPath, "quoteRevised", REPLACE);
  }

  const submission = parseWithZod(formData, { schema: QuoteDraftInput });
  if (submission.status !== "success") {
    // No status: a list change posted without JavaScript (add, remove, move), answered with
    // the form as changed. "error": a refused save, answered with its errors.
    return data<BuilderReply>(
      { result: submission.reply() },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  if (intent === "autosave") {
    // The builder's autosave (decision 0209): the time of the save, or why it was refused,
    // with no redirect, so the agent keeps typing where they are.
    try {
      await orNotFound(quotes.saveDraft(user, quoteId, submission.value));
    } catch (error) {
      return messageRefusal(error);
    }
    return data({ savedAt: new Date().toISOString() });
  }
  if (intent !== "save" && intent !== "preview") throw data(null, { status: 400 });
  try {
    await orNotFound(quotes.saveDraft(user, quoteId, submission.value));
  } catch (error) {
    return refusal<BuilderReply>(error, (errors) => ({ result: submission.reply(errors) }));
  }
  return intent === "preview"
    ? redirectWithFlash(
        localized(request, `/agents/dashboard/quotes/${quoteId}/preview`),
        "quoteSaved",
        REPLACE,
      )
    : redirectWithFlash(editPath, "quoteSaved", REPLACE);
}

export default function QuoteEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, toast, today } = loaderData;
  const localize = useLocalePath();
  const readOnly = editor.state === "sent";
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link
                to={localize("/agents/dashboard")}
                className="hover:text-brand-700 hover:underline"
              >
                Leads
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                to={localize(`/agents/dashboard/leads/${editor.trip.id}`)}
                className="hover:text-brand-700 hover:underline"
              >
                Trip #{editor.trip.id}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Quote #{editor.quoteId}
            </li>
          </ol>
        </nav>
        <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold text-slate-900">
              Quote for {destinationsLabel(editor.trip.destinations)}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              Editing version {editor.version} ({readOnly ? "sent, read-only" : "draft"}) ·{" "}
              {editor.booking?.label ?? "Draft · not sent"}
              {editor.version > 1 ? ` · earlier versions stay as they were sent` : ""}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={localize(`/agents/dashboard/quotes/${editor.quoteId}/preview`)}
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Preview
            </Link>
            {readOnly ? (
              <Form method="post">
                <input type="hidden" name="intent" value="revise" />
                <button
                  type="submit"
                  className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  Revise (new version)
                </button>
              </Form>
            ) : null}
          </div>
        </header>
        {readOnly ? (
          <p className="mb-5 rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-inset ring-sky-600/20">
            Version {editor.version} was sent to the traveller and cannot change.
            {" Revise it to send a new version; the traveller sees what changed."}
          </p>
        ) : null}
        <QuoteBuilder
          key={editor.version}
          quoteId={editor.quoteId}
          totalsContext={editor.totalsContext}
          today={today}
          defaults={toDraftDefaults(editor.content)}
          readOnly={readOnly}
          version={editor.version}
          trip={editor.trip}
          pricing={editor.pricing}
          savedPolicy={editor.content.cancellationPolicy}
          rejections={editor.rejections}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
        />
      </div>
      <Toast toast={toast} />
    </div>
  );
}

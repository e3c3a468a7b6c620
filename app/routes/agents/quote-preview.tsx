import { data, Form, Link, useNavigation } from "react-router";
import { QuoteParams } from "../../../common/agent-workspace";
import { QuoteSheet } from "../../components/agents/quote-sheet";
import { Toast } from "../../components/toast";
import { localized, privateHeaders, REPLACE, requireRole } from "../../lib/agent-workspace.server";
import { messageRefusal } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/quote-preview";

// The quote as the traveller will see it, and the one place a draft is sent from: the preview
// is the confirmation step, so "Send" never fires from a half-read builder.

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Preview of quote #${data.quote.id} | Triphive` : "Quote preview | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { quoteId } = parseParams(QuoteParams, params);
  const quotes = context.services.quotes;
  const [quote, editor] = await Promise.all([
    orNotFound(quotes.preview(user, quoteId)),
    orNotFound(quotes.editor(user, quoteId)),
  ]);
  const flash = readFlash(request);
  return data(
    {
      quote,
      isDraft: editor.state === "draft",

      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { quoteId } = parseParams(QuoteParams, params);
  const formData = await request.formData();
  if (formData.get("intent") !== "send") throw data(null, { status: 400 });
  try {
    const sent = await orNotFound(context.services.workflows.sendQuote(user, quoteId));
    return redirectWithFlash(
      localized(request, `/agents/dashboard/leads/${sent.tripId}`),
      "quoteSent",
      REPLACE,
    );
  } catch (error) {
    // A refusal (a send limit's 429 too) shows above the button; the draft stays as it is.
    return messageRefusal(error);
  }
}

export default function QuotePreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, isDraft, toast } = loaderData;
  const localize = useLocalePath();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 pb-16 pt-6">
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
                to={localize(`/agents/dashboard/leads/${quote.tripId}`)}
                className="hover:text-brand-700 hover:underline"
              >
                Trip #{quote.tripId}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Preview
            </li>
          </ol>
        </nav>
        <div className="mb-5 rounded-3xl border border-brand-200 bg-brand-50 p-5">
          <h1 className="text-xl font-extrabold text-slate-900">
            {isDraft
              ? `Preview of version ${quote.version}: what the traveller will see`
              : `Version ${quote.version} as the traveller sees it`}
          </h1>
          {actionData?.error ? (
            <p role="alert" className="mt-3 rounded-xl bg-rose-50 px-4 py-2 text-sm text-rose-800">
              {actionData.error}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Link
              to={localize(`/agents/dashboard/quotes/${quote.id}/edit`)}
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {isDraft ? "Back to editing" : "Open in the builder"}
            </Link>
            {isDraft ? (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="send" />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800 disabled:opacity-60"
                >
                  Send version {quote.version} to the traveller
                </button>
                <span className="text-xs text-slate-600">
                  Once sent, this version cannot be edited; changes go in a new version.
                </span>
              </Form>
            ) : null}
          </div>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <QuoteSheet quote={quote} />
        </div>
      </div>
      <Toast toast={toast} />
    </div>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { LibraryDay } from "../../../common/quotes";
import { LibraryDayInput, LibraryQuery } from "../../../common/quotes-input";
import { requireRole } from "../../lib/agent-workspace.server";
import { messageRefusal } from "../../lib/auth.server";
import type { Route } from "./+types/day-library";

// The agency's day library (decision 0210), for the builder's Days step: GET searches it by
// place and words, POST saves a day to it. The agency is the signed-in agent's, never a field.

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const parsed = LibraryQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ errors: [{ code: "invalid_query" }] }, { status: 400 });
  const days: LibraryDay[] = await context.services.quotes.searchLibrary(user, parsed.data.q);
  return data({ q: parsed.data.q, days }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const submission = parseWithZod(await request.formData(), { schema: LibraryDayInput });
  if (submission.status !== "success") {
    return data(
      { error: "Give the day a city and a title before saving it to your library." },
      { status: 400, headers: PRIVATE },
    );
  }
  try {
    const day = await context.services.quotes.saveLibraryDay(user, submission.value);
    return data({ saved: day }, { headers: PRIVATE });
  } catch (error) {
    return messageRefusal(error);
  }
}

import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formatTime } from "../../../common/format";
import { QuoteDraftInput } from "../../../common/quotes-input";
import type { SaveState } from "./builder-summary";

/**
 * Saves the draft a moment after the agent stops typing (decision 0209): the same action as
 * "Save draft" with `intent=autosave`, answered with the time instead of a redirect. A save the
 * rules refuse, or a lost connection, leaves everything typed in place and says why.
 */
export function useAutosave(
  formRef: React.RefObject<HTMLFormElement | null>,
  readOnly: boolean,
): SaveState {
  const fetcher = useFetcher<{ savedAt?: string; error?: string }>();
  const [state, setState] = useState<SaveState>({ state: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submit = fetcher.submit;
  const schedule = useCallback(() => {
    if (readOnly) return;
    setState({ state: "dirty" });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const el = formRef.current;
      if (!el) return;
      const data = new FormData(el);
      const parsed = parseWithZod(data, { schema: QuoteDraftInput });
      if (parsed.status !== "success") {
        const first = Object.entries(parsed.error ?? {}).find(([, e]) => e?.length)?.[0];
        setState({
          state: "failed",
          reason: `some fields need attention (marked in red${first ? `: ${fieldLabel(first)}` : ""})`,
        });
        return;
      }
      data.set("intent", "autosave");
      setState({ state: "saving" });
      submit(data, { method: "post" });
    }, 1500);
  }, [formRef, readOnly, submit]);
  useEffect(() => {
    const el = formRef.current;
    if (!el || readOnly) return;
    el.addEventListener("input", schedule);
    el.addEventListener("change", schedule);
    return () => {
      el.removeEventListener("input", schedule);
      el.removeEventListener("change", schedule);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [formRef, readOnly, schedule]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setState(
      fetcher.data.savedAt
        ? {
            state: "saved",
            at: formatTime(fetcher.data.savedAt),
          }
        : { state: "failed", reason: fetcher.data.error ?? "the server refused the save" },
    );
  }, [fetcher.state, fetcher.data]);
  return state;
}

/** A field's name as the agent reads it: "days[6].cityName" is "day 7, city name". */
export function fieldLabel(name: string): string {
  return name
    .replace(
      /^(\w+)\[(\d+)\]/,
      (_, list: string, i: string) => `${list.replace(/s$/, "")} ${Number(i) + 1}`,
    )
    .replace(/\[(\d+)\]/g, (_, i: string) => ` ${Number(i) + 1}`)
    .replace(/\./g, ", ")
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

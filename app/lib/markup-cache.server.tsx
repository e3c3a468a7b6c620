import { renderToString } from "react-dom/server";
import type { MarkupRenderer } from "./markup-cache";

/** Keys kept per scope: listing cards key on their content, so old prices must age out. */
export const MAX_KEYS_PER_SCOPE = 4000;

/**
 * The server's MarkupRenderer (decision 0133): HTML kept per scope object (dropped with it, so a
 * rebuilt catalogue navigation gets new HTML) and per key (a locale prefix; for listing cards,
 * the card's content: decision 0161). A scope keeps its most recently used `maxKeys` keys.
 */
export function createMarkupRenderer(
  maxKeys = MAX_KEYS_PER_SCOPE,
): MarkupRenderer & { renders: () => number } {
  const stored = new WeakMap<object, Map<string, string>>();
  let renders = 0;
  const renderer = (scope: object, key: string, render: () => React.ReactNode) => {
    let byKey = stored.get(scope);
    if (!byKey) {
      byKey = new Map();
      stored.set(scope, byKey);
    }
    let html = byKey.get(key);
    if (html === undefined) {
      renders++;
      html = renderToString(render());
      if (byKey.size >= maxKeys) byKey.delete(byKey.keys().next().value as string);
    } else {
      // Most recently used last: the first key is the one to drop.
      byKey.delete(key);
    }
    byKey.set(key, html);
    return html;
  };
  return Object.assign(renderer, { renders: () => renders });
}

import { renderToString } from "react-dom/server";
import type { MarkupRenderer } from "./markup-cache";

/**
 * The server's MarkupRenderer (decision 0133): HTML kept per scope object (dropped with it, so a
 * rebuilt catalogue navigation gets new HTML) and per key (a locale prefix: a few dozen at most).
 */
export function createMarkupRenderer(): MarkupRenderer & { renders: () => number } {
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
      byKey.set(key, html);
    }
    return html;
  };
  return Object.assign(renderer, { renders: () => renders });
}

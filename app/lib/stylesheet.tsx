import { createContext, useContext } from "react";
import stylesheetHref from "../app.css?url";

// A page served from the client build carries app.css inline in a <style>, not as a
// render-blocking <link>: its first paint waits for the document only, not for a second request
// sharing the slow link with the page's scripts (decision 0166). Development, where Vite serves
// and hot-reloads the stylesheet, keeps the link.

export { stylesheetHref };

const STYLE_ID = "app-css";

/** The stylesheet's text, given by entry.server when there is a client build to read it from. */
const InlineStylesheetContext = createContext<string | undefined>(undefined);
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

let read = false;
let cssOfDocument: string | undefined;

/**
 * The CSS the server inlined, read back from the page: the client bundle does not carry it,
 * and should React ever render the document again in the browser (after a hydration mismatch)
 * the <style> keeps its rules.
 */
function inlinedCss() {
  if (!read) {
    cssOfDocument = document.getElementById(STYLE_ID)?.textContent ?? undefined;
    read = true;
  }
  return cssOfDocument;
}

export function Stylesheet() {
  const serverCss = useContext(InlineStylesheetContext);
  const css = typeof document === "undefined" ? serverCss : inlinedCss();
  if (css === undefined) return <link rel="stylesheet" href={stylesheetHref} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, checked for </style> when read
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { stylesheetHref } from "./stylesheet";

const read = new Map<string, string>();

/**
 * app.css as the client build wrote it, read once: the page inlines the very file /assets
 * serves, so the two never differ.
 */
export function inlineStylesheet(clientDir: string): string {
  let css = read.get(clientDir);
  if (css === undefined) {
    css = readFileSync(path.join(clientDir, stylesheetHref), "utf8");
    if (/<\/style/i.test(css))
      throw new Error(`${stylesheetHref} cannot be inlined: it has </style`);
    read.set(clientDir, css);
  }
  return css;
}

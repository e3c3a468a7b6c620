import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale, localizePath } from "../../common/locale";
import type { loader as rootLoader } from "../root";

/** The locale of the current URL (`/{xx}-en/` prefix), decided by the root loader. */
export function useLocale(): Locale {
  return useRouteLoaderData<typeof rootLoader>("root")?.locale ?? DEFAULT_LOCALE;
}

/** Builds site links that keep the visitor's locale prefix. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

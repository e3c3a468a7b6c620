import { createContext, type MouseEvent, type ReactNode, use, useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Renders `render()` to HTML once per `scope` object and `key`, and returns the stored HTML
 * afterwards. Provided by entry.server.tsx only (it needs react-dom/server); the browser has
 * none and renders the elements themselves (decision 0133).
 */
export type MarkupRenderer = (scope: object, key: string, render: () => ReactNode) => string;

export const MarkupCacheContext = createContext<MarkupRenderer | null>(null);

type Tag = "div" | "ul" | "nav" | "article";

interface CachedMarkupProps {
  as: Tag;
  /**
   * What the markup is made of: stored HTML is reused while this is the same object (the
   * catalogue's navigation is rebuilt when the catalogue changes, so a new object, new HTML).
   */
  scope: object;
  /**
   * Everything else the markup depends on, e.g. the locale prefix. Never anything personal.
   * A function is called on the server only (the browser renders the elements).
   */
  cacheKey: string | (() => string);
  /** Pure markup: plain elements, no hooks that read the router, the user or the request. */
  render: () => ReactNode;
  className?: string;
  "aria-label"?: string;
  "data-family"?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A wrapper element whose content the server renders once and reuses (header menus, footer):
 * the same for every visitor of a locale, so nothing per user may go inside. In the browser the
 * content is rendered by React as usual and hydrates against the stored HTML, which is the very
 * markup `render()` gives.
 */
export function CachedMarkup({
  as: Element,
  scope,
  cacheKey,
  render,
  ...props
}: CachedMarkupProps) {
  const renderer = use(MarkupCacheContext);
  if (renderer) {
    const html = renderer(scope, typeof cacheKey === "function" ? cacheKey() : cacheKey, render);
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output of render(), stored
      <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return <Element {...props}>{render()}</Element>;
}

/**
 * Client-side navigation for the plain links inside a CachedMarkup (they cannot be <Link>s:
 * those need the router while rendering). Follows <Link>'s rules: a plain left click on a link
 * of this site, without a target, a download or a modifier key.
 */
export function useLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}

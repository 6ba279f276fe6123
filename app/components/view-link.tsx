import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

/**
 * Follows a view link (a query string from `withParam`, with a fragment for pages without
 * JavaScript) in place: no reload, no scrolling, no history entry.
 */
function followInPlace(event: MouseEvent, link: HTMLAnchorElement, navigate: NavigateFunction) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  void navigate(link.getAttribute("href")!.split("#")[0]!, { replace: true, preventScrollReset: true });
}

/**
 * A link that only opens or closes something on this page (a view parameter: `to` is a
 * query string from `withParam`). Without JavaScript the page reloads and scrolls to
 * `anchor` (none: a field it opens takes the focus by `autofocus`, which a page opened at
 * an anchor skips); with it, the URL changes in place.
 */
export function ViewLink({
  to,
  anchor,
  children,
  ...props
}: { to: string; anchor?: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const navigate = useNavigate();
  return (
    <a
      href={anchor ? `${to}#${anchor}` : to}
      {...props}
      onClick={(event) => followInPlace(event, event.currentTarget, navigate)}
    >
      {children}
    </a>
  );
}

/**
 * The same for every view link inside a list, as one click handler for the list: a
 * hundred rows need no hook or handler each. View links are the ones that start with "?".
 */
export function useViewLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="?"]') : null;
    if (link && event.currentTarget.contains(link)) followInPlace(event, link, navigate);
  };
}

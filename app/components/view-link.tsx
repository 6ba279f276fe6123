import type { AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";

/**
 * A link that only opens or closes something on this page (a view parameter: `to` is a
 * query string from `withParam`). Without JavaScript the page reloads and scrolls to
 * `anchor`; with it, the URL changes in place: no reload, no scrolling, no history entry.
 */
export function ViewLink({
  to,
  anchor,
  children,
  ...props
}: { to: string; anchor: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const navigate = useNavigate();
  return (
    <a
      href={`${to}#${anchor}`}
      {...props}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to, { replace: true, preventScrollReset: true });
      }}
    >
      {children}
    </a>
  );
}

import { Icon } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";

interface Props {
  /** Id of the dialog's heading. */
  labelledBy: string;
  /** The URL without the dialog (what closing goes to). */
  closeTo: string;
  closeLabel: string;
  /** A centred dialog, or a panel sliding in from the side. */
  variant?: "modal" | "slide-over";
  children: React.ReactNode;
}

/**
 * A dialog that lives in the URL (`?member=…`, `?invite`): the server renders it open, so it
 * works without JavaScript, and so does a click on the backdrop; with JavaScript, focus moves
 * into it and Escape closes it.
 */
export function UrlDialog({ labelledBy, closeTo, closeLabel, variant = "modal", children }: Props) {
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>("[data-autofocus]");
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeTo, { preventScrollReset: true });
      if (event.key === "Tab" && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);
  const slide = variant === "slide-over";
  return (
    <div
      className={`fixed inset-0 z-40 flex bg-neutral-900/40 ${slide ? "justify-end" : "items-center justify-center p-4"}`}
    >
      {/* The backdrop closes too, with or without JavaScript; keyboards have Escape and the close link. */}
      <Link to={closeTo} preventScrollReset tabIndex={-1} aria-hidden className="absolute inset-0" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`relative flex flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl outline-none dark:bg-neutral-900 ${
          slide ? "h-full w-full max-w-md" : "max-h-full w-full max-w-md rounded-xl"
        }`}
      >
        <Link
          to={closeTo}
          preventScrollReset
          aria-label={closeLabel}
          data-tooltip={closeLabel}
          className="absolute right-3 top-3 rounded p-1 text-neutral-600 hover:bg-neutral-100 dark:hover:bg-neutral-800"
        >
          <Icon name="x" className="size-5" />
        </Link>
        {children}
      </div>
    </div>
  );
}

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])";

/** Tab and Shift+Tab cycle inside the open dialog (aria-modal promises that). */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (!items.length) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { BUILD_PATH, POLL_MS } from "~/lib/build";
import { clientBuild, reloadAt, rememberNavigation } from "~/lib/build.client";
import { FETCHER_FIELD } from "~/lib/forms";

/**
 * Keeps an open tab in step with deployments: it asks for the server's build every few
 * minutes and when shown again; once a newer one is out, the next link or form is left to
 * the browser (a document load of the new build; forms work without JavaScript). A failed
 * chunk import reloads at the route the person was going to, at most once per 10 s.
 */
export function BuildWatcher() {
  const navigation = useNavigation();
  const target = navigation.location ? navigation.location.pathname + navigation.location.search : null;
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
    rememberNavigation(target);
  }, [target]);

  useEffect(() => {
    const ours = clientBuild();
    let stale = false;
    const check = async () => {
      if (stale || document.visibilityState !== "visible") return;
      try {
        const res = await fetch(BUILD_PATH, { cache: "no-store" });
        const { version } = (await res.json()) as { version?: string };
        stale = Boolean(ours && version && version !== ours);
      } catch {
        // Offline or deploying: ask again later.
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.target && link.target !== "_self") return;
      // Before React Router starts: a chunk that fails to load reloads the page at once.
      rememberNavigation(link.pathname + link.search);
      // React never sees the click: the browser follows the link and loads the new build.
      if (stale) event.stopPropagation();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!stale || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
      // A plain submission, answered like any form without JavaScript (Post/Redirect/Get).
      for (const marker of event.target.querySelectorAll(`input[name="${FETCHER_FIELD}"]`)) marker.remove();
      event.stopPropagation();
    };
    // A lazily loaded chunk of the old build is gone (Vite's event for failed imports). Not
    // while the page is being left: the browser cancels the imports under way then, and a
    // reload would take the person back from where they were going.
    let leaving = false;
    const onLeave = () => void (leaving = true);
    const onShow = (event: PageTransitionEvent) => void (event.persisted && (leaving = false));
    const onPreloadError = (event: Event) => {
      if (leaving) return;
      event.preventDefault();
      reloadAt(targetRef.current ?? window.location.pathname + window.location.search);
    };
    const onVisible = () => void check();
    const timer = setInterval(onVisible, POLL_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("beforeunload", onLeave);
    window.addEventListener("pagehide", onLeave);
    window.addEventListener("pageshow", onShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("beforeunload", onLeave);
      window.removeEventListener("pagehide", onLeave);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);
  return null;
}

import { useEffect } from "react";
import { useFetchers, useNavigation } from "react-router";

/**
 * Marks `<html data-idle>` "true" once no navigation or fetcher is under way and what they
 * loaded is on the screen (an effect runs after that render). End-to-end tests wait for it
 * after a save: the reload's response arriving is not yet the page showing it, and a form
 * that remounts empty after an add would otherwise take the next line typed into the old one.
 * A component of its own, so fetchers' changes re-render only this.
 */
export function IdleMarker() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const idle = navigation.state === "idle" && fetchers.every((f) => f.state === "idle");
  useEffect(() => {
    document.documentElement.dataset.idle = String(idle);
  }, [idle]);
  return null;
}

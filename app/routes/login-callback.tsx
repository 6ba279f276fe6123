import { redirect } from "react-router";
import type { Route } from "./+types/login-callback";

/** The mobile wrapper opens `…/login-callback?code=…`; the exchange happens on /confirm. */
export function loader({ url }: Route.LoaderArgs) {
  const target = new URLSearchParams();
  const code = url.searchParams.get("code");
  if (code) target.set("code", code);
  const next = url.searchParams.get("next");
  if (next) target.set("next", next);
  throw redirect(`/confirm?${target}`);
}

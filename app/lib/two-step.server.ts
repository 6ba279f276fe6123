import type { Factor, User } from "@supabase/supabase-js";
import { safeRedirect } from "./safe-redirect";

/** Where a session short of its second step is sent (decision 077). */
export const TWO_STEP_PATH = "/login/two-step";

/** The authenticator apps that may finish signing this user in: verified TOTP factors. */
export function secondSteps(user: Pick<User, "factors"> | null | undefined): Factor[] {
  return (user?.factors ?? []).filter((f) => f.status === "verified" && f.factor_type === "totp");
}

/** Whether signing in as this user takes a code from an authenticator app too. */
export function hasSecondStep(user: Pick<User, "factors"> | null | undefined): boolean {
  return secondSteps(user).length > 0;
}

/** The two-step page, carrying where to go after it (a path of this site only). */
export function twoStepPath(next?: string | null): string {
  const to = safeRedirect(next, "");
  return to ? `${TWO_STEP_PATH}?${new URLSearchParams({ next: to })}` : TWO_STEP_PATH;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../../local/supabase/server.ts";
import { clientFor, NO_RATE_LIMITS, startTestStandIn, uniqueEmail } from "../../../local/supabase/test-helpers.ts";
import { authErrorResponse } from "./auth.server";

// GoTrue's own limits reach people as the app's message: hosted Auth counts per IP (the
// Worker passes its visitor's), and the stand-in enforces config.toml's numbers likewise.
let s: StandIn;
beforeAll(async () => {
  s = await startTestStandIn({ rateLimits: { ...NO_RATE_LIMITS, emailSent: 1 } });
});
afterAll(() => s?.close());

describe("authErrorResponse", () => {
  it("answers GoTrue's 429 with status 429 and the rate-limit message, the typed email kept", async () => {
    const supabase = clientFor(s);
    expect((await supabase.auth.signInWithOtp({ email: uniqueEmail() })).error).toBeNull();
    const { error } = await supabase.auth.signInWithOtp({ email: uniqueEmail() });
    expect(error?.status).toBe(429);
    const response = authErrorResponse(error!, { email: "typed@example.com" }) as unknown as {
      init: ResponseInit;
      data: any;
    };
    expect(response.init.status).toBe(429);
    expect(response.data).toEqual({
      errors: { _form: ["auth:errors.rateLimited"] },
      values: { email: "typed@example.com" },
    });
  });
});

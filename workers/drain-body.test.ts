import { describe, expect, it } from "vitest";
import { drainUnreadBody } from "./drain-body";

/** A POST whose body arrives in `chunks` pieces, counting how many were read. */
function post(chunks: number) {
  let read = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read === chunks) return controller.close();
      read++;
      controller.enqueue(new TextEncoder().encode("junk=".padEnd(1024, "x")));
    },
  });
  const request = new Request("http://localhost/dashboards/nope/filters.data", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, read: () => read };
}

describe("drainUnreadBody", () => {
  it("reads the whole of a body the app left unread", async () => {
    const { request, read } = post(20);
    await drainUnreadBody(request);
    expect(read()).toBe(20);
    expect(request.bodyUsed).toBe(true);
  });

  it("leaves alone a body the app read, and a request without one", async () => {
    const { request } = post(3);
    await request.text();
    await expect(drainUnreadBody(request)).resolves.toBeUndefined();
    await expect(drainUnreadBody(new Request("http://localhost/about"))).resolves.toBeUndefined();
  });

  it("gives up quietly when the client goes away mid-body", async () => {
    const body = new ReadableStream({ pull: (controller) => controller.error(new Error("connection reset")) });
    const request = new Request("http://localhost/x", { method: "POST", body, duplex: "half" } as RequestInit);
    await expect(drainUnreadBody(request)).resolves.toBeUndefined();
  });
});

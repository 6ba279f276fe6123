import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { envelopeTarget, redactPath, reportError } from "./report-error.server";

describe("reportError", () => {
  it("derives the envelope endpoint from a DSN", () => {
    expect(envelopeTarget("https://abc123@o1.ingest.sentry.io/42")).toEqual({
      url: "https://o1.ingest.sentry.io/api/42/envelope/",
      key: "abc123",
    });
    expect(envelopeTarget("https://k@errors.example.com/sub/7")).toEqual({
      url: "https://errors.example.com/sub/api/7/envelope/",
      key: "k",
    });
    expect(() => envelopeTarget("https://errors.example.com/7")).toThrow();
  });

  it("sends the error, without the query string, to the configured service", async () => {
    const received: { url?: string; auth?: string; body?: string } = {};
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        Object.assign(received, { url: req.url, auth: req.headers["x-sentry-auth"], body });
        res.end("{}");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    try {
      await reportError(
        `http://pubkey@127.0.0.1:${port}/9`,
        new TypeError("boom"),
        new Request("https://app.example/dashboards?code=secret"),
      );
      expect(received.url).toBe("/api/9/envelope/");
      expect(received.auth).toContain("sentry_key=pubkey");
      const [, item, event] = received.body!.split("\n");
      expect(JSON.parse(item!)).toEqual({ type: "event" });
      const parsed = JSON.parse(event!);
      expect(parsed.exception.values[0]).toMatchObject({ type: "TypeError", value: "boom" });
      expect(parsed.request.url).toBe("https://app.example/dashboards");
      expect(received.body).not.toContain("secret");
    } finally {
      server.close();
    }
  });

  it("never reports an invitation link's token", () => {
    expect(redactPath("/invitations/Abc_123-xyz")).toBe("/invitations/[token]");
    expect(redactPath("/dashboards/1/settings")).toBe("/dashboards/1/settings");
  });
});

import { describe, expect, it } from "vitest";
import { documentPathOf, resumeTarget } from "./build";

describe("documentPathOf", () => {
  it("strips React Router's data suffix and route list, keeps the query", () => {
    expect(documentPathOf(new URL("http://x/dashboards/1/notes.data?year=2026&_routes=root,notes"))).toBe(
      "/dashboards/1/notes?year=2026",
    );
    expect(documentPathOf(new URL("http://x/_.data"))).toBe("/");
    expect(documentPathOf(new URL("http://x/settings.data?_routes=root"))).toBe("/settings");
  });
});

describe("resumeTarget", () => {
  const now = 1_000_000;
  it("goes where the person was going, a moment ago", () => {
    expect(resumeTarget({ to: "/notes", at: now - 2000 }, "/day", null, now)).toBe("/notes");
  });
  it("does nothing for an old or absent navigation, or one already here", () => {
    expect(resumeTarget(null, "/day", null, now)).toBeNull();
    expect(resumeTarget({ to: "/notes", at: now - 11_000 }, "/day", null, now)).toBeNull();
    expect(resumeTarget({ to: "/day", at: now - 1000 }, "/day", null, now)).toBeNull();
  });
  it("never loops: at most once per 10 seconds", () => {
    expect(resumeTarget({ to: "/notes", at: now - 1000 }, "/day", now - 3000, now)).toBeNull();
    expect(resumeTarget({ to: "/notes", at: now - 1000 }, "/day", now - 12_000, now)).toBe("/notes");
  });
});

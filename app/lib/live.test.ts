import { describe, expect, it } from "vitest";
import { LIVE_PATH, reconnectDelay, RECONNECT_DELAYS_MS } from "./live";

describe("reconnecting", () => {
  it("waits 1, 2, 5, then 10 s, each spread by up to a fifth", () => {
    const low = () => 0;
    const high = () => 0.999;
    expect([0, 1, 2, 3, 4, 9].map((attempt) => reconnectDelay(attempt, low))).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000,
    ]);
    RECONNECT_DELAYS_MS.forEach((base, attempt) => {
      expect(reconnectDelay(attempt, high)).toBeLessThanOrEqual(base * 1.2);
      expect(reconnectDelay(attempt, high)).toBeGreaterThan(base);
    });
  });
});

describe("the live path", () => {
  it("is a dashboard's id followed by /live, nothing else", () => {
    const id = "6cedf51f-16b6-443a-b040-2b3ba0267115";
    expect(LIVE_PATH.exec(`/dashboards/${id}/live`)?.[1]).toBe(id);
    for (const path of [
      `/dashboards/${id}/live/x`,
      `/dashboards/${id}`,
      "/dashboards/not-an-id/live",
      `/x/dashboards/${id}/live`,
    ])
      expect(LIVE_PATH.exec(path)).toBeNull();
  });
});

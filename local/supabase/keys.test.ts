import { afterEach, describe, expect, it, vi } from "vitest";
import { loadKeys, Signer } from "./keys";

describe("Signer.verify", () => {
  afterEach(() => vi.useRealTimers());

  it("remembers a verified token only until it expires", async () => {
    const signer = new Signer(await loadKeys(), "http://localhost/auth/v1");
    const token = await signer.sign({ sub: "u1", role: "authenticated" }, 60);
    expect((await signer.verify(token)).sub).toBe("u1");
    expect((await signer.verify(token)).sub).toBe("u1");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    await expect(signer.verify(token)).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" });
    await expect(signer.verify(token)).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" });
  });

  it("never remembers a token whose signature failed", async () => {
    const signer = new Signer(await loadKeys(), "http://localhost/auth/v1");
    const other = new Signer(await loadKeys(), "http://localhost/auth/v1");
    const forged = await other.sign({ sub: "u1", role: "service_role" }, 60);
    await expect(signer.verify(forged)).rejects.toMatchObject({ code: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
    await expect(signer.verify(forged)).rejects.toMatchObject({ code: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
    const [header, payload] = (await signer.sign({ sub: "u1", role: "authenticated" }, 60)).split(".");
    await expect(signer.verify(`${header}.${payload}.${forged.split(".")[2]}`)).rejects.toThrow();
  });
});

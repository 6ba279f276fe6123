import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { errors, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";

/** Verified tokens remembered at once (see `Signer.verify`). */
const VERIFIED_MAX = 1000;

/** API keys and the JWT signing key of one stand-in project. */
export interface Keys {
  publishableKey: string;
  secretKey: string;
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

function opaque(prefix: string) {
  return `${prefix}${randomBytes(24).toString("base64url")}`;
}

async function generate(): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = randomBytes(8).toString("hex");
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig", key_ops: ["verify"] };
  return {
    publishableKey: opaque("sb_publishable_"),
    secretKey: opaque("sb_secret_"),
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "ES256" },
    publicJwk,
  };
}

/** Keys persist with the database, so a restart keeps sessions valid and --fresh drops them. */
export async function loadKeys(dataDir?: string): Promise<Keys> {
  if (!dataDir) return generate();
  const file = path.join(dataDir, "keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Keys;
  const keys = await generate();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

export class Signer {
  #key: CryptoKey | Uint8Array | undefined;
  #publicKey: CryptoKey | Uint8Array | undefined;
  /** Tokens verified already, with their claims (see `verify`). */
  #verified = new Map<string, JWTPayload>();
  readonly keys: Keys;
  issuer: string;
  constructor(keys: Keys, issuer: string) {
    this.keys = keys;
    this.issuer = issuer;
  }

  async sign(claims: JWTPayload, expiresIn: number): Promise<string> {
    this.#key ??= await importJWK(this.keys.privateJwk, "ES256");
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "ES256", kid: this.keys.kid, typ: "JWT" })
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.#key);
  }

  /**
   * Verifies signature and expiry; throws a jose error (code ERR_JWT_EXPIRED, …) otherwise.
   * A token verified once is remembered until it expires, as PostgREST's JWT cache does
   * (`jwt-cache-max-lifetime`): every page view presents the same access token, and its
   * signature check was a tenth of the stand-in's time under load.
   */
  async verify(token: string): Promise<JWTPayload> {
    const cached = this.#verified.get(token);
    if (cached) {
      if (typeof cached.exp === "number" && cached.exp <= Math.floor(Date.now() / 1000)) {
        this.#verified.delete(token);
        throw new errors.JWTExpired('"exp" claim timestamp check failed', cached, "exp", "check_failed");
      }
      return cached;
    }
    this.#publicKey ??= await importJWK(this.keys.publicJwk, "ES256");
    const { payload } = await jwtVerify(token, this.#publicKey, { algorithms: ["ES256"] });
    // Bounded: the oldest entry goes first (a Map keeps insertion order).
    if (this.#verified.size >= VERIFIED_MAX) this.#verified.delete(this.#verified.keys().next().value!);
    this.#verified.set(token, payload);
    return payload;
  }

  jwks() {
    return { keys: [this.keys.publicJwk] };
  }
}

import { createContext } from "react-router";

/**
 * A fresh random nonce per request, for React Router's and React's inline scripts: the
 * Content-Security-Policy allows scripts from our origin and those carrying this nonce.
 */
export const cspNonceContext = createContext<string>("");

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * What `react` resolves to in both builds (vite.config.ts, decision 020): Preact's React API,
 * plus the one hook React Router 8 imports that preact/compat lacks. App code imports
 * `react` as usual and never this file.
 */
// @ts-expect-error Preact declares compat's types with `export =`; the module has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router calls `useOptimistic`'s setter only with its `useTransitions` option, which this
 * app does not set: the state is always the one given.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}

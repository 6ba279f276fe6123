import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

// Test-only (tests/e2e/new-build.test.ts): a build in which every file has a new name, as
// after a deployment that changed everything, so an open tab's old chunks are gone.
const salt = process.env.PLANNER_ASSET_SALT;
const saltedNames = salt
  ? {
      entryFileNames: `assets/[name]-[hash]-${salt}.js`,
      chunkFileNames: `assets/[name]-[hash]-${salt}.js`,
      assetFileNames: `assets/[name]-[hash]-${salt}[extname]`,
    }
  : undefined;

/**
 * React's API from Preact in both builds (decision 020): React DOM alone was 62 KB of the day
 * view's 147 KB of gzipped JavaScript; with Preact the page loads under 90. `react` resolves
 * to app/lib/react-on-preact.ts (preact/compat and a shim); React DOM's client and server to
 * Preact's. Absolute paths, so React Router's own imports resolve to the same single copy.
 */
function reactOnPreact(): Plugin {
  const file = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
  return {
    name: "planner:react-on-preact",
    enforce: "pre",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-dom\/server(\.[a-z]+)?$/, replacement: file("preact/compat/server") },
          { find: /^react-dom\/client$/, replacement: file("preact/compat/client") },
          { find: /^react-dom$/, replacement: file("preact/compat") },
          { find: /^react\/jsx-runtime$/, replacement: file("preact/compat/jsx-runtime") },
          { find: /^react\/jsx-dev-runtime$/, replacement: file("preact/compat/jsx-dev-runtime") },
          { find: /^react$/, replacement: fileURLToPath(new URL("app/lib/react-on-preact.ts", import.meta.url)) },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    reactOnPreact(),
    cloudflare({ viteEnvironment: { name: "ssr" }, inspectorPort: false }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            ...saltedNames,
            // The small modules four or more routes share in one chunk, not one chunk each: the
            // day view loaded 62 files, most of them icons and helpers of a few hundred bytes,
            // each compressed alone. 98.9 → 89.2 KB gzip for the day, 8 KB less for /today,
            // /upcoming and an objective's page; the landing page 1 KB more (decision 016).
            codeSplitting: {
              groups: [
                { name: "shared", test: (id) => !id.includes("/routes/"), maxModuleSize: 6000, minShareCount: 4 },
              ],
            },
          },
        },
      },
    },
    // The Worker's code in ASCII (other characters escaped, doc comments left out): V8 keeps a
    // script with any other character as two-byte text, and React Router's scroll restoration
    // puts a function's source, a piece of that text, in every page, which made the whole
    // page two-byte (decision 023).
    ssr: { build: { rollupOptions: { output: { charset: "ascii", comments: { legal: true, jsdoc: false } } } } },
  },
});

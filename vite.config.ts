import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
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
 * React's server renderer measures the UTF-8 length of every string it writes, with
 * `Buffer.byteLength`, only to decide when a finished Suspense boundary is worth sending apart
 * (over 500 bytes, or the progressive chunk size). On workerd that call goes through Node's
 * Buffer emulation and was a fifth of a day view's render (decision 017); the string's length
 * serves the same heuristic. The build fails if React's code no longer reads as expected.
 */
function reactChunkLength(): Plugin {
  const file = /react-dom\/cjs\/react-dom-server\.bun\.(production|development)\.js$/;
  const call = 'return Buffer.byteLength(chunk, "utf8");';
  return {
    name: "planner:react-chunk-length",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(call)) this.error(`React's byteLengthOfChunk changed (${id}): see vite.config.ts`);
      return { code: code.replace(call, "return chunk.length;"), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    reactChunkLength(),
    cloudflare({ viteEnvironment: { name: "ssr" }, inspectorPort: false }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  environments: saltedNames ? { client: { build: { rollupOptions: { output: saltedNames } } } } : {},
});

import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, inspectorPort: false }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: saltedNames ? { client: { build: { rollupOptions: { output: saltedNames } } } } : {},
});

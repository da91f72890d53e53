import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build's entry is our Express app, so it shares one module graph (and one database) with the routes.
  // React Router builds through Vite's environment API and reads the entry from the ssr environment.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Zod and the module that turns off its `new Function` probe (app/modules/http/zod-without-eval.ts) share one
    // chunk, so the setting runs as zod loads, before any other chunk can build a schema (decision 042).
    client: {
      build: {
        rollupOptions: {
          output: { codeSplitting: { groups: [{ name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ }] } },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});

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
    // React and React Router in one chunk that every page loads, rather than five pieces split along the app's
    // imports: gzip packs one file better than several (about 4 KB less; decision 039).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});

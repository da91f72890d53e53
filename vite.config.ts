import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build's entry is our Express app, so it shares one module graph (and one database) with the routes.
  // React Router builds through Vite's environment API and reads the entry from the ssr environment.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // Bundled into the server build rather than loaded whole from node_modules: the pages use some sixty of its
  // icons, and loading all of them held about 3 MB of source and their components in every server's heap.
  ssr: { noExternal: ["lucide-react"] },
  plugins: [tailwindcss(), reactRouter()],
});

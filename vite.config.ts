import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // "~/" is app/ (same as tsconfig paths), stated here so dev's SSR runner resolves it too.
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs (root, the layout and what it imports, the meta helpers) in one
          // chunk: split into many small shared chunks it compressed far worse. Menus that load
          // on demand stay apart, and page-only code stays with its page.
          groups: [{ name: "shell", test: /\/app\/(root\.tsx|lib\/(page-meta|seo)\.ts|components\/layout\/(?!.*(-panel|-dialog)))/ }],
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/content/vite-plugin";

export default defineConfig({
  plugins: [contentPlugin(), imagetools({ removeMetadata: true }), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    // Assets are files, never data: URLs, so a strict img-src 'self' policy can hold later.
    assetsInlineLimit: 0,
  },
});

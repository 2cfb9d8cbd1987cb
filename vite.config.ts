import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/pipeline/vite-plugin.server";

const root = new URL(".", import.meta.url).pathname.replace(/\/$/, "");

export default defineConfig({
  plugins: [contentPlugin(), imagetools({ removeMetadata: true }), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    // Assets are files, never data: URLs, so a strict img-src 'self' policy can hold later.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (8 KB gzip): one render-blocking request on every page,
    // cached across pages, instead of up to three per page (decision 0017). The build's scripts
    // are not used: the browser runs the islands (vite.islands.config.ts, decision 0033).
    cssCodeSplit: false,
    rollupOptions: {
      // The root's loader loads the islands' registry to check each <Island>'s component against
      // it (decision 0043), so the registry's import() of a component a page also imports is
      // reported as one that cannot split: true, and harmless, since this build's scripts are not
      // shipped. The islands' own build, whose chunks are, still reports it.
      onwarn(warning, warn) {
        const registry = "/app/islands/registry.ts";
        if (
          warning.plugin === "vite:reporter" &&
          warning.message.includes(`imported by ${root}${registry}`)
        )
          return;
        warn(warning);
      },
    },
  },
});

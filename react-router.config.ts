import type { Config } from "@react-router/dev/config";
import { notFoundPath, routeTable } from "./app/route-table";

export default {
  ssr: false,
  // BUILD_DIR lets several checkouts' builds and test runs share one machine without clobbering.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page becomes its own HTML file; the splat route is rendered once at /404 and
  // moved to 404.html by the build (finishPages in scripts/postbuild.mjs).
  prerender: [...routeTable.map((entry) => entry.path), notFoundPath],
  // Vite's builder API builds the client and the prerender in the build's own process
  // (scripts/build.ts, decision 0042). The other flags say no to changes not taken up yet.
  future: {
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

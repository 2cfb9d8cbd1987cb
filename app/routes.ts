import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeTable } from "./route-table";

export default [
  ...routeTable.map((entry) =>
    entry.path === "/"
      ? index(entry.file, { id: entry.id })
      : route(entry.path, entry.file, { id: entry.id }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

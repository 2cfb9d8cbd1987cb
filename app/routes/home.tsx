import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta("home");

export default function HomePage() {
  return (
    <div className="page">
      <PageIntro id="home" />
    </div>
  );
}

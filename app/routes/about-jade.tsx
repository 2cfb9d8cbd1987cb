import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about-jade";

export const meta: Route.MetaFunction = () => pageMeta("about-jade");

export default function AboutJadePage() {
  return (
    <div className="page">
      <PageIntro id="about-jade" />
    </div>
  );
}

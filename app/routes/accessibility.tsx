import legal from "virtual:content/legal";
import { PageIntro } from "~/components/sections/page-intro";
import { ProseSections } from "~/components/sections/prose-sections";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () => pageMeta("accessibility");

export default function AccessibilityPage() {
  return (
    <div className="page page--prose">
      <PageIntro id="accessibility" />
      <ProseSections sections={legal.accessibility.sections} />
    </div>
  );
}

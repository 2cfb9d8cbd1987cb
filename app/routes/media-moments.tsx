import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/media-moments";

export const meta: Route.MetaFunction = () => pageMeta("media-moments");

export default function MediaMomentsPage() {
  return (
    <div className="page">
      <PageIntro id="media-moments" />
    </div>
  );
}

import { PageIntro } from "~/components/sections/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta("contact");

export default function ContactPage() {
  return (
    <div className="page">
      <PageIntro id="contact" />
    </div>
  );
}

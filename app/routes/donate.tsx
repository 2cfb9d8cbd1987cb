import { Donation } from "~/components/sections/donation";
import { GiftChoice } from "~/components/sections/donate-appeal";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";
import "./donate.css";

export const loader = () => pageData("donate", ["donate"]);

/**
 * An appeal that acts in its first screen, then the way to give. Under the heading and its
 * sentence, the amounts to choose from, each with what it does, "Give by bank transfer" (and the
 * online giving page where there is one) and why to trust JADE with a gift, the page's picture
 * beside them on a desktop and after them on a phone; then in one reading column why and how to
 * give (the message), the bank details, the transfer reference with the amount chosen, and
 * giving from abroad.
 */
export default function DonatePage() {
  const donate = useContent("donate");
  return (
    <div className="page">
      <PageIntro id="donate">
        <Island name="donate-gift" when="use">
          <GiftChoice />
        </Island>
      </PageIntro>
      <div className="donate-layout">
        <div className="prose donate-message">
          {donate.message.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Island name="donation" when="visible">
          <Donation />
        </Island>
      </div>
    </div>
  );
}

import { Donation } from "~/components/sections/donation";
import { GiftLadder, GiveOnline } from "~/components/sections/donate-appeal";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";
import "./donate.css";

export const loader = () => pageData("donate", ["donate"]);

/**
 * An appeal, then the way to give: why give, under the heading; what a gift does, as a ladder of
 * amounts, and why to trust JADE with it, on a band; then in one reading column the online giving
 * page where there is one, the bank details, the transfer reference and giving from abroad.
 */
export default function DonatePage() {
  const donate = useContent("donate");
  return (
    <div className="page">
      <PageIntro id="donate">
        {donate.message.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageIntro>
      <GiftLadder />
      <div className="donate-layout">
        <GiveOnline />
        <Island name="donation" when="visible">
          <Donation />
        </Island>
      </div>
    </div>
  );
}

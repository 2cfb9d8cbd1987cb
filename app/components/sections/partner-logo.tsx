import type { ReactNode } from "react";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Picture } from "~/components/ui/picture";
import { extensionOf, rasterFormats } from "~/content/asset-rules";
import type { Content } from "~/content/schema";
import { contentAssetUrl } from "~/lib/content-assets";
import { usePicture } from "~/hooks/use-content";
import "./partner-logo.css";

export type Partner = Content["partners"]["partners"][number];

interface PartnerLogoProps {
  partner: Partner;
  /** The box it is drawn in, in CSS pixels (2:1 for the plates of the site). */
  width: number;
  height: number;
}

/**
 * A partner's logo. An SVG is served as it is; a PNG, JPEG or WebP logo comes from the picture
 * pipeline (app/lib/content-images.server.ts), like any picture of the content. Either, if it
 * fails to load, shows the partner's name instead. The plate round it is the caller's.
 */
export function PartnerLogo({ partner, width, height }: PartnerLogoProps) {
  const fallback = <span className="partner-logo__name">{partner.name}</span>;
  if (!(rasterFormats as readonly string[]).includes(extensionOf(partner.logo)))
    return (
      <FallbackImage
        src={contentAssetUrl(partner.logo)}
        alt={partner.name}
        width={width}
        height={height}
        fallback={fallback}
      />
    );
  return <RasterLogo partner={partner} width={width} fallback={fallback} />;
}

function RasterLogo({
  partner,
  width,
  fallback,
}: {
  partner: Partner;
  width: number;
  fallback: ReactNode;
}) {
  return (
    <Picture
      picture={usePicture(partner.logo)}
      alt={partner.name}
      sizes={`${width}px`}
      className="partner-logo__picture"
      fallback={fallback}
    />
  );
}

import { useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { contentAssetUrl } from "~/lib/content-assets";
import { isMobileUserAgent } from "~/lib/mobile";
import { proposalCoverSize, proposalFiles } from "~/lib/proposal-files";
import "./partnership.css";
import { useContent, usePicture } from "~/content/use-content";

const pdfUrl = `/${proposalFiles.pdf}`;
const videoSize = { width: 1280, height: 720 };

/**
 * The partnership video: controls, a poster, captions, and nothing loaded until it is played.
 * It is silent, so nothing can ever start with sound.
 */
export function PartnershipVideo() {
  const home = useContent("home");
  const video = home.partnership.video;
  const poster = usePicture(video.poster);
  return (
    <video
      className="partnership-video"
      controls
      preload="none"
      playsInline
      poster={poster.img.src}
      {...videoSize}
      aria-label={video.title}
    >
      <source src={contentAssetUrl(video.webm)} type="video/webm" />
      <source src={contentAssetUrl(video.mp4)} type="video/mp4" />
      <track
        kind="captions"
        src={contentAssetUrl(video.captions)}
        srcLang="en"
        label={video.captionsLabel}
        default
      />
      {video.fallback}
    </video>
  );
}

/**
 * The partnership proposal's cover. It is a link to the PDF, so without scripts and on phones and
 * tablets it opens the PDF in a new tab; on a desktop it opens a viewer instead, which also offers
 * to open or download the file.
 */
export function ProposalCover() {
  const home = useContent("home");
  const words = home.proposal;
  const [open, setOpen] = useState(false);
  const cover = useRef<HTMLAnchorElement>(null);

  return (
    <>
      <a
        ref={cover}
        href={pdfUrl}
        target="_blank"
        rel="noopener"
        className="proposal-cover"
        onClick={(event) => {
          if (isMobileUserAgent(navigator)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* The link's words name it; the cover adds nothing for a screen reader. */}
        <img
          src={`/${proposalFiles.cover}`}
          alt=""
          {...proposalCoverSize}
          loading="lazy"
          decoding="async"
        />
        <span className="proposal-cover__label">{words.openLabel}</span>
      </a>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={words.viewerTitle}
        closeLabel={words.close}
        returnFocusTo={cover}
        size="wide"
      >
        {/* Loaded only once opened, so the page itself never downloads the PDF. */}
        {open ? (
          <iframe className="proposal-viewer" src={pdfUrl} title={words.viewerTitle} />
        ) : (
          <div />
        )}
        <p className="proposal-viewer__actions">
          <a className="button" href={pdfUrl} target="_blank" rel="noopener">
            {words.openInNewTab}
          </a>
          <a className="button button--quiet" href={pdfUrl} download>
            {words.download}
          </a>
        </p>
      </Dialog>
    </>
  );
}

import { useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { contentAssetUrl } from "~/lib/content-assets";
import { isMobileUserAgent } from "~/lib/mobile";
import { proposalFiles } from "~/lib/proposal-files";
import { useContent, usePicture, useProposalCover } from "~/content/use-content";
import "./partnership.css";

const pdfUrl = `/${proposalFiles.pdf}`;
const videoSize = { width: 1280, height: 720 };

/**
 * The partnership video: controls, a poster, captions, and nothing loaded until it is played.
 * It is silent, so nothing can ever start with sound. The captions (a transcript of the words on
 * screen) are not the track's default, which browsers fetch with the page: they are switched on at
 * the first play, and without scripts they are one choice away in the player's menu.
 */
export function PartnershipVideo() {
  const home = useContent("home");
  const video = home.partnership.video;
  const poster = usePicture(video.poster);
  const played = useRef(false);
  return (
    <video
      onPlay={(event) => {
        if (played.current) return;
        played.current = true;
        const captions = event.currentTarget.textTracks[0];
        if (captions) captions.mode = "showing";
      }}
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
  const coverSvg = useProposalCover();
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
        {/* The link's words name it; the cover adds nothing for a screen reader. It is the
            generated cover's markup (app/content/proposal.ts), drawn inline: no request. */}
        <span
          className="proposal-cover__image"
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: coverSvg }}
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

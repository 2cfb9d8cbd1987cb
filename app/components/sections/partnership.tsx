import { type Ref, useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { contentAssetUrl } from "~/lib/content-assets";
import { isMobileUserAgent } from "~/lib/mobile";
import { isPlainClick } from "~/lib/plain-click";
import { proposalFiles } from "~/lib/proposal-files";
import type { Content } from "~/content/schema";
import { useContent, usePicture, useProposalCover } from "~/hooks/use-content";
import "./partnership.css";

const pdfUrl = `/${proposalFiles.pdf}`;
const videoSize = { width: 1280, height: 720 };
/**
 * The width the video takes (partnership.css): two thirds of the content column beside the
 * proposal cover from 48rem, two thirds of the 72rem column from 74rem, the column itself on a phone.
 */
const videoSlot =
  "(min-width: 74rem) 47rem, (min-width: 48rem) calc((100vw - 3.5rem) * 2 / 3), calc(100vw - 2rem)";

type VideoContent = Content["home"]["partnership"]["video"];

/**
 * The partnership video: `slot` is the width it takes, as for `sizes` (the home page's by default).
 * A poster with a play link until the visitor asks for it, then the player,
 * playing, with the focus on it. Not a <video> from the start: Chromium builds and styles a
 * player's controls as soon as one is in the page, the largest piece of style work on a phone's
 * first paint of the home page (decision 0019). The poster loads only as it nears the screen.
 * Before scripts arrive the link opens the MP4 in the browser's own player; without scripts the
 * page carries the full player in <noscript>, captions and all.
 */
export function PartnershipVideo({
  slot = videoSlot,
  video,
}: {
  slot?: string;
  /**
   * The video's content, given where the page has no other use for the home page's file (an
   * island that reads a file carries all of it in the page); else read from it.
   */
  video?: VideoContent;
}) {
  return video ? <VideoPoster video={video} slot={slot} /> : <HomePartnershipVideo slot={slot} />;
}

function HomePartnershipVideo({ slot }: { slot: string }) {
  const video = useContent("home").partnership.video;
  return <VideoPoster video={video} slot={slot} />;
}

function VideoPoster({ video, slot }: { video: VideoContent; slot: string }) {
  const picture = usePicture(video.poster);
  const poster = picture.img.src;
  const [started, setStarted] = useState(false);
  const player = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = player.current;
    if (!started || !element) return;
    element.focus();
    // A player just put in the page has chosen no source yet (it waits for a stable state, and
    // preload="none" stops it there). WebKit's play() then waits with nothing to load, readyState
    // 0, until a second press: load() chooses the source now, still fetching nothing before play().
    if (element.readyState === HTMLMediaElement.HAVE_NOTHING) element.load();
    // A browser that will not play on its own leaves the visitor the controls, focused.
    element.play().catch(() => undefined);
  }, [started]);

  if (started) return <Player ref={player} video={video} poster={poster} />;
  return (
    <>
      <a
        className="video-poster"
        href={contentAssetUrl(video.mp4)}
        // The visible words first, then what plays (WCAG 2.5.3).
        aria-label={`${video.playLabel}: ${video.title}`}
        // Pressed before this island runs, the press waits for it rather than opening the file
        // (app/islands/starter.ts); the file opens if the island cannot run.
        data-held=""
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setStarted(true);
        }}
      >
        <picture>
          <source type="image/avif" srcSet={picture.sources.avif} sizes={slot} />
          <img
            src={poster}
            srcSet={picture.sources.webp}
            sizes={slot}
            alt=""
            {...videoSize}
            loading="lazy"
            decoding="async"
          />
        </picture>
        <span className="video-poster__label">
          <Icon name="play" />
          {video.playLabel}
        </span>
      </a>
      <noscript>
        <Player video={video} poster={poster} />
      </noscript>
    </>
  );
}

/**
 * The player: controls, a poster and captions. It is silent, so nothing can ever start with
 * sound. The captions (a transcript of the words on screen) are not the track's default, which
 * browsers fetch with the page: they are switched on at the first play, and without scripts they
 * are one choice away in the player's menu.
 */
function Player({
  video,
  poster,
  ref,
}: {
  video: VideoContent;
  poster: string;
  ref?: Ref<HTMLVideoElement>;
}) {
  const played = useRef(false);
  return (
    <video
      ref={ref}
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
      poster={poster}
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
 * tablets it opens the PDF in a new tab; on a desktop a plain click opens a viewer instead, which
 * also offers to open or download the file (a Ctrl or Cmd click still opens a tab).
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
          if (isMobileUserAgent(navigator) || !isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* The link's words name it; the cover adds nothing for a screen reader. It is the
            generated cover's markup (app/outputs/proposal.server.ts), drawn inline: no request. */}
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

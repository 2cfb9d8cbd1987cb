#!/usr/bin/env bash
# make-partnership-video.sh — render JADE's short partnership video for the home page.
#
# What it makes (into content/assets/partnership/, all committed so that a fresh
# machine needs no ffmpeg to build the site):
#   partnership.mp4         H.264, yuv420p, +faststart, 1280x720, 25 fps, 17.4 s
#   partnership.webm        VP9, same picture
#   partnership.vtt         WebVTT captions transcribing the on-screen text, cue for cue
# The poster is a scene, made by tools/make-partnership-poster.ts (sharp alone, no ffmpeg).
#
# The video is SILENT: it has no audio track at all, so nothing can ever
# autoplay with sound, and the captions transcribe the words shown on screen
# rather than speech.
#
# It is built only from the site's own artwork and words:
#   content/assets/banners/slide-1.svg … slide-5.svg   (1600x640 banners)
#   public/favicon.svg                                  (the JADE mark)
# Sequence: title card (mark, "JADE", full name) → the five banners, each
# letterboxed on a jade frame (never stretched) with a slow zoom and a caption
# band ("Debate." / "Speak." / "Lead." / "Six national programmes" /
# "Thousands of young voices across Jamaica") → end card "Partner with JADE /
# Read the partnership proposal". Scenes crossfade into one another.
#
# The cards are SVGs written by this script and rasterised with librsvg (through
# ffmpeg's librsvg decoder when ffmpeg has one, else `rsvg-convert`), so the text
# is drawn by librsvg/Pango with DejaVu Sans; ffmpeg's drawtext is not used.
#
# Needs (Debian packages; installed with apt-get when missing and run as root,
# otherwise the script stops and names them):
#   ffmpeg              ffmpeg + ffprobe, built with libx264, libvpx and librsvg
#   fonts-dejavu-core   DejaVu Sans / DejaVu Sans Bold for the card text
#   librsvg2-bin        rsvg-convert — only if this ffmpeg has no librsvg decoder
#   (run `apt-get update` once before the first install)
#
# Run it from anywhere (about two minutes on two cores):
#   bash tools/make-partnership-video.sh
#   JADE_RASTERISER=rsvg-convert bash tools/make-partnership-video.sh   # force the fallback
# It works in a temporary directory (removed on exit, success or not) and only
# replaces the four outputs once all of them have been rendered. Same inputs →
# same output: no random elements, no clock-dependent content, bit-exact muxing
# (with the same Debian package versions a re-run gives byte-identical files);
# the encoders' CRF is stepped up deterministically until each file is under
# its size budget (MP4 ≤ 1.2 MB, WebM ≤ 1 MB).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BANNER_DIR="$ROOT/content/assets/banners"
LOGO_SVG="$ROOT/public/favicon.svg"
OUT_DIR="$ROOT/content/assets/partnership"
FONT_FILE=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# Picture
W=1280
H=720
FPS=25
BAND_TOP=80    # brand strip above the banner
BANNER_H=512   # 1280x512 keeps the banners' 5:2 exactly
SS=4           # banners are rasterised at SSx size so the slow zoom does not judder

# Brand colours (from public/favicon.svg)
JADE=#0b6e4f
JADE_LIGHT=#2fa37a
JADE_DARK=#064e3b
GOLD=#f2c14e

# Timing, in milliseconds (multiples of 40 ms = one frame at 25 fps)
XFADE_MS=800    # scene crossfade
CAPFADE_MS=300  # caption fade; captions never overlap: the old one is gone at
                # the middle of the crossfade, where the new one starts to appear
TITLE_MS=2800
BANNER_MS=3200
END_MS=3400

# Size budgets in bytes (the hard limits are 2 MB / 2 MB / 120 KB)
MP4_BUDGET=1200000
WEBM_BUDGET=1000000

# The words on screen. Only these approved lines are used.
TITLE_WORD="JADE"
TITLE_NAME="Jamaican Association for Debating and Empowerment"
CAPTIONS=("Debate." "Speak." "Lead." "Six national programmes" "Thousands of young voices across Jamaica")
CAPTION_SIZES=(64 64 64 52 44)
END_HEAD="Partner with JADE"
END_SUB="Read the partnership proposal"

log() { printf '[partnership-video] %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

# ---------------------------------------------------------------- dependencies
apt_install() {
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian package(s): $*"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >&2 \
      || die "apt-get install $* failed (run 'apt-get update' first?)"
  else
    die "missing Debian package(s): $* — install with: sudo apt-get install $*"
  fi
}

if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then apt_install ffmpeg; fi
[[ -f $FONT_FILE ]] || apt_install fonts-dejavu-core
# (captured first: `ffmpeg … | grep -q` would trip pipefail when grep exits early)
ENCODERS=$(ffmpeg -hide_banner -encoders 2>/dev/null)
DECODERS=$(ffmpeg -hide_banner -decoders 2>/dev/null)
for enc in libx264 libvpx-vp9; do
  grep -qw -- "$enc" <<<"$ENCODERS" || die "this ffmpeg has no $enc encoder; use Debian's ffmpeg"
done
# JADE_RASTERISER=rsvg-convert forces the fallback (both are librsvg underneath).
RASTERISER=${JADE_RASTERISER:-}
if [[ -z $RASTERISER ]]; then
  if grep -qw librsvg <<<"$DECODERS"; then RASTERISER=ffmpeg; else RASTERISER=rsvg-convert; fi
fi
case $RASTERISER in
  ffmpeg) grep -qw librsvg <<<"$DECODERS" || die "this ffmpeg has no librsvg decoder" ;;
  rsvg-convert) command -v rsvg-convert >/dev/null 2>&1 || apt_install librsvg2-bin ;;
  *) die "JADE_RASTERISER must be ffmpeg or rsvg-convert" ;;
esac
log "rasterising SVG with: $RASTERISER"

for i in 1 2 3 4 5; do [[ -f $BANNER_DIR/slide-$i.svg ]] || die "missing $BANNER_DIR/slide-$i.svg"; done
[[ -f $LOGO_SVG ]] || die "missing $LOGO_SVG"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/jade-partnership.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

FF=(ffmpeg -hide_banner -nostdin -loglevel error -y)

# rasterise IN.svg OUT.png WIDTH HEIGHT
rasterise() {
  if [[ $RASTERISER == ffmpeg ]]; then
    "${FF[@]}" -c:v librsvg -width "$3" -height "$4" -i "$1" -frames:v 1 -update 1 "$2"
  else
    rsvg-convert --width "$3" --height "$4" --output "$2" "$1"
  fi
}

xml_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g' <<<"$1"; }

# 1234 -> 1.234 (seconds, for ffmpeg)
secs() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
# 1234 -> 00:00:01.234 (WebVTT timestamp)
vtt_time() {
  local ms=$1
  printf '%02d:%02d:%02d.%03d' $((ms / 3600000)) $((ms / 60000 % 60)) $((ms / 1000 % 60)) $((ms % 1000))
}

# The JADE mark, inlined as a nested <svg> so librsvg draws it as vectors at
# any size (an <image> of an SVG would be rasterised at its 40px size, blurry).
LOGO_VIEWBOX=$(grep -o 'viewBox="[^"]*"' "$LOGO_SVG" | head -n 1)
LOGO_INNER=$(tr '\n' ' ' <"$LOGO_SVG" | sed -E -e 's#^.*<svg[^>]*>##' -e 's#</svg>[[:space:]]*$##')
[[ -n $LOGO_VIEWBOX && -n $LOGO_INNER ]] || die "cannot read the mark from $LOGO_SVG"
# logo X Y SIZE
logo() { printf '<svg x="%s" y="%s" width="%s" height="%s" %s>%s</svg>' "$1" "$2" "$3" "$3" "$LOGO_VIEWBOX" "$LOGO_INNER"; }

# Shared background for the title and end cards: jade gradient, the banners'
# soft circles and gold wave, so the cards belong to the same family.
card_background() {
  cat <<EOF
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="$JADE"/>
      <stop offset="1" stop-color="$JADE_DARK"/>
    </linearGradient>
  </defs>
  <rect width="$W" height="$H" fill="url(#bg)"/>
  <circle cx="1080" cy="150" r="120" fill="#fff" opacity="0.06"/>
  <circle cx="170" cy="572" r="52" fill="#fff" opacity="0.06"/>
  <path d="M0 652 C320 596 700 706 1280 618 V720 H0Z" fill="$GOLD"/>
EOF
}

# ---------------------------------------------------------------- cards (SVG)
log "writing cards"
cat >"$TMP/title.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
$(card_background)
  $(logo 555 70 170)
  <text x="647" y="388" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="132" letter-spacing="14" fill="#fff">$(xml_escape "$TITLE_WORD")</text>
  <rect x="580" y="424" width="120" height="5" rx="2.5" fill="$GOLD"/>
  <text x="640" y="486" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="$GOLD">$(xml_escape "$TITLE_NAME")</text>
</svg>
EOF

cat >"$TMP/end.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
$(card_background)
  $(logo 575 80 130)
  <text x="640" y="350" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="#fff">$(xml_escape "$END_HEAD")</text>
  <rect x="580" y="388" width="120" height="5" rx="2.5" fill="$GOLD"/>
  <text x="640" y="456" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="$GOLD">$(xml_escape "$END_SUB") →</text>
</svg>
EOF

# Banner frames: brand strip on top, the banner (overlaid later, with its zoom)
# in the middle, caption band below; the caption itself is a separate
# transparent layer so that it can fade on its own.
cat >"$TMP/frame.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
  <rect width="$W" height="$H" fill="$JADE_DARK"/>
  $(logo 36 14 52)
  <text x="102" y="52" font-family="DejaVu Sans" font-weight="bold" font-size="30" letter-spacing="4" fill="#fff">$(xml_escape "$TITLE_WORD")</text>
  <rect x="0" y="$((BAND_TOP - 4))" width="$W" height="4" fill="$JADE_LIGHT"/>
  <rect x="0" y="$((BAND_TOP + BANNER_H))" width="$W" height="4" fill="$JADE_LIGHT"/>
</svg>
EOF
for i in 0 1 2 3 4; do
  cap_y=$((BAND_TOP + BANNER_H + (H - BAND_TOP - BANNER_H) / 2 + CAPTION_SIZES[i] * 36 / 100))
  cat >"$TMP/caption-$((i + 1)).svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
  <text x="640" y="$cap_y" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${CAPTION_SIZES[i]}" fill="#fff">$(xml_escape "${CAPTIONS[i]}")</text>
</svg>
EOF
done

# ---------------------------------------------------------------- rasterise
log "rasterising"
rasterise "$TMP/title.svg" "$TMP/title.png" "$W" "$H"
rasterise "$TMP/end.svg" "$TMP/end.png" "$W" "$H"
rasterise "$TMP/frame.svg" "$TMP/frame.png" "$W" "$H"
for i in 1 2 3 4 5; do
  rasterise "$TMP/caption-$i.svg" "$TMP/caption-$i.png" "$W" "$H"
  rasterise "$BANNER_DIR/slide-$i.svg" "$TMP/banner-$i.png" $((W * SS)) $((BANNER_H * SS))
done

# ---------------------------------------------------------------- timeline
# Scene k starts when scene k-1 begins to fade out; a caption cue switches at
# the middle of each crossfade, exactly when one caption is gone and the next
# starts to fade in.
SCENE_MS=("$TITLE_MS" "$BANNER_MS" "$BANNER_MS" "$BANNER_MS" "$BANNER_MS" "$BANNER_MS" "$END_MS")
SCENE_START=()
t=0
for k in "${!SCENE_MS[@]}"; do
  SCENE_START[k]=$t
  t=$((t + SCENE_MS[k] - XFADE_MS))
done
TOTAL_MS=$((SCENE_START[6] + SCENE_MS[6]))
log "duration: $(secs "$TOTAL_MS") s"

# ---------------------------------------------------------------- compose
# Inputs: 0 title, 1-5 banner frame, 6-10 banners, 11-15 captions, 16 end card.
BANNER_FRAMES=$((BANNER_MS * FPS / 1000))
inputs=(-framerate "$FPS" -loop 1 -t "$(secs "$TITLE_MS")" -i "$TMP/title.png")
for i in 1 2 3 4 5; do
  inputs+=(-framerate "$FPS" -loop 1 -t "$(secs "$BANNER_MS")" -i "$TMP/frame.png")
done
for i in 1 2 3 4 5; do
  inputs+=(-framerate "$FPS" -i "$TMP/banner-$i.png")
done
for i in 1 2 3 4 5; do
  inputs+=(-framerate "$FPS" -loop 1 -t "$(secs "$BANNER_MS")" -i "$TMP/caption-$i.png")
done
inputs+=(-framerate "$FPS" -loop 1 -t "$(secs "$END_MS")" -i "$TMP/end.png")

CAP_IN_MS=$((XFADE_MS / 2))                          # caption starts to appear…
CAP_OUT_MS=$((BANNER_MS - XFADE_MS / 2 - CAPFADE_MS)) # …and is gone at BANNER_MS - XFADE_MS/2
norm="format=gbrp,setsar=1,fps=$FPS,settb=1/$FPS"
graph="[0:v]${norm}[s0];[16:v]${norm}[s6];"
for i in 1 2 3 4 5; do
  # Slow zoom, 1.00 → 1.06, alternating in and out, always about the centre.
  if ((i % 2)); then z="1+0.06*on/$((BANNER_FRAMES - 1))"; else z="1.06-0.06*on/$((BANNER_FRAMES - 1))"; fi
  graph+="[$((i + 5)):v]format=rgb24,zoompan=z='$z':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=$BANNER_FRAMES:s=${W}x${BANNER_H}:fps=${FPS}[z$i];"
  graph+="[$((i + 10)):v]format=rgba,fade=t=in:st=$(secs $CAP_IN_MS):d=$(secs $CAPFADE_MS):alpha=1,fade=t=out:st=$(secs $CAP_OUT_MS):d=$(secs $CAPFADE_MS):alpha=1[c$i];"
  graph+="[$i:v][z$i]overlay=x=0:y=$BAND_TOP:shortest=1[b$i];"
  graph+="[b$i][c$i]overlay=x=0:y=0:shortest=1,${norm}[s$i];"
done
prev="s0"
for k in 1 2 3 4 5 6; do
  graph+="[$prev][s$k]xfade=transition=fade:duration=$(secs "$XFADE_MS"):offset=$(secs "${SCENE_START[k]}")[x$k];"
  prev="x$k"
done
graph="${graph%;}"

log "composing (lossless intermediate)"
"${FF[@]}" "${inputs[@]}" -filter_complex "$graph" -map "[$prev]" \
  -frames:v $((TOTAL_MS * FPS / 1000)) -c:v ffv1 -an "$TMP/master.mkv"

TO_YUV="scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd+full_chroma_int,format=yuv420p"
COLOUR_TAGS=(-color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv)

# ---------------------------------------------------------------- MP4
size_of() { stat -c %s "$1"; }
crf=20
while :; do
  log "H.264 at CRF $crf"
  "${FF[@]}" -i "$TMP/master.mkv" -vf "$TO_YUV" -c:v libx264 -preset slow -tune animation -crf "$crf" \
    -profile:v high -pix_fmt yuv420p "${COLOUR_TAGS[@]}" -r "$FPS" -an -map_metadata -1 -fflags +bitexact \
    -movflags +faststart "$TMP/partnership.mp4"
  (($(size_of "$TMP/partnership.mp4") <= MP4_BUDGET)) && break
  ((crf < 36)) || die "cannot get the MP4 under $MP4_BUDGET bytes"
  crf=$((crf + 2))
done

# ---------------------------------------------------------------- WebM
crf=28
while :; do
  log "VP9 at CRF $crf (two-pass)"
  vp9=(-c:v libvpx-vp9 -b:v 0 -crf "$crf" -deadline good -cpu-used 1 -row-mt 1 -tile-columns 1
    -g 250 -pix_fmt yuv420p "${COLOUR_TAGS[@]}" -r "$FPS" -an -map_metadata -1 -fflags +bitexact -passlogfile "$TMP/vp9")
  "${FF[@]}" -i "$TMP/master.mkv" -vf "$TO_YUV" "${vp9[@]}" -pass 1 -f webm /dev/null
  "${FF[@]}" -i "$TMP/master.mkv" -vf "$TO_YUV" "${vp9[@]}" -pass 2 "$TMP/partnership.webm"
  (($(size_of "$TMP/partnership.webm") <= WEBM_BUDGET)) && break
  ((crf < 50)) || die "cannot get the WebM under $WEBM_BUDGET bytes"
  crf=$((crf + 3))
done

# ---------------------------------------------------------------- captions
{
  printf 'WEBVTT\n\n'
  printf 'NOTE\nThe video is silent; these cues transcribe the text shown on screen.\n\n'
  labels=("[Title card] $TITLE_WORD — $TITLE_NAME")
  for c in "${CAPTIONS[@]}"; do labels+=("[Banner] $c"); done
  labels+=("[End card] $END_HEAD — $END_SUB")
  for k in "${!labels[@]}"; do
    start=$((k == 0 ? 0 : SCENE_START[k] + XFADE_MS / 2))
    end=$((k == 6 ? TOTAL_MS : SCENE_START[k + 1] + XFADE_MS / 2))
    printf '%d\n%s --> %s\n%s\n\n' $((k + 1)) "$(vtt_time "$start")" "$(vtt_time "$end")" "${labels[k]}"
  done
} >"$TMP/partnership.vtt"
# no trailing blank line at end of file
printf '%s\n' "$(cat "$TMP/partnership.vtt")" >"$TMP/partnership.vtt.tmp" && mv "$TMP/partnership.vtt.tmp" "$TMP/partnership.vtt"

# ---------------------------------------------------------------- publish
mkdir -p "$OUT_DIR"
for f in partnership.mp4 partnership.webm partnership.vtt; do
  cp "$TMP/$f" "$OUT_DIR/$f"
  log "wrote ${OUT_DIR#"$ROOT"/}/$f ($(size_of "$OUT_DIR/$f") bytes)"
done
